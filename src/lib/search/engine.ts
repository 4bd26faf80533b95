/**
 * The search itself, on MiniSearch: the index options used both when the plugin builds the index
 * and when the browser loads it, and the search that adds layout correction and page grouping.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {processTerm, tokenize} from './terms';
import {buildQuery, usesPrefix} from './query';
import {switchLayout} from './layout';
import {bestHeading, parseHeadings} from './group';
import {packIndex, unpackIndex, type PackedIndex} from './index-format';
import type {PageHit, SearchDoc, SearchOutcome, StoredDoc} from './types';

const STORED: (keyof StoredDoc)[] = ['url', 'page', 'section', 'headings', 'description'];

export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['page', 'headingText', 'keywords', 'description', 'text'],
  storeFields: STORED,
  tokenize,
  // Bare numbers in body text (sizes, ports, list items) are many and nobody searches for them
  // alone; in titles, headings and keywords (порт 8888, RAID 10) they stay.
  processTerm: (term, field) => (field === 'text' && /^\d+$/.test(term) ? null : processTerm(term)),
  // Stored headings carry anchors; the indexed field headingText holds only their words.
  // (MiniSearch also stores through extractField, so the two need different names.)
  extractField: (doc, field) =>
    field === 'headingText'
      ? parseHeadings(doc.headings).map((h) => h.text).join(' ')
      : String((doc as unknown as Record<string, unknown>)[field] ?? ''),
};

export type SearchIndex = MiniSearch<SearchDoc>;

export function createSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return index;
}

/** The index as the file the browser fetches. */
export function serialiseSearchIndex(index: SearchIndex): string {
  return JSON.stringify(packIndex(index.toJSON()));
}

export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJS<SearchDoc>(unpackIndex(JSON.parse(json) as PackedIndex), INDEX_OPTIONS);
}

/** Most pages a search returns; the dialog shows fewer. */
const MAX_PAGES = 20;

function run(index: SearchIndex, words: readonly string[]): SearchResult[] {
  if (words.length === 0) return [];
  return index.search(buildQuery(words));
}

/**
 * A page must match at least half of the reader's words (from three words up): a long question
 * whose one word happens to be on a page («рецепт борщу з пампушками» → рецептурних ліків) is no
 * answer, and the empty state serves the reader better.
 */
export function enoughWordsMatched(matchedQueryTerms: number, queryWords: number): boolean {
  return queryWords < 3 || matchedQueryTerms >= Math.ceil(queryWords / 2);
}

function toPages(results: readonly SearchResult[], queryWords: number): PageHit[] {
  const relevant = results.filter((r) => enoughWordsMatched(new Set(r.queryTerms).size, queryWords));
  return relevant.slice(0, MAX_PAGES).map((r) => {
    const heading = bestHeading(parseHeadings(String(r.headings ?? '')), r.terms);
    return {
      url: heading ? `${String(r.url)}#${heading.anchor}` : String(r.url),
      page: String(r.page),
      heading: heading?.text ?? '',
      section: String(r.section ?? ''),
      snippet: String(r.description ?? ''),
      terms: r.terms,
      score: r.score,
    };
  });
}

/** Exact and prefix matches only: enough to tell a real word from layout gibberish, and cheap. */
function hasMatches(index: SearchIndex, words: readonly string[]): boolean {
  return words.length > 0 && index.search(words.join(' '), {prefix: (t) => usesPrefix(t), fuzzy: false}).length > 0;
}

/** Words that carry meaning: stop words removed, so «як» alone searches nothing. */
function meaningful(words: readonly string[]): string[] {
  return words.filter((w) => processTerm(w) !== null);
}

/** For each space-separated piece of the query: its own words, and the words of the same keys on the other layout. */
function pieces(text: string): {own: string[]; switched: string[]}[] {
  return text.split(/\s+/).filter(Boolean).map((raw) => {
    const other = switchLayout(raw);
    return {own: meaningful(tokenize(raw)), switched: other === undefined ? [] : meaningful(tokenize(other))};
  });
}

/**
 * Searches the index. A piece of the query that matches nothing while the same keys on the other
 * layout do (іір → ssh, gfhjkm → пароль) is taken as typed on the wrong layout and switched; a
 * piece that matches anything is never switched. Each piece is decided on its own, so
 * «як змінити gfhjkm» keeps its Ukrainian words.
 */
export function searchPages(index: SearchIndex, text: string): SearchOutcome {
  let corrected = false;
  const words = pieces(text).flatMap(({own, switched}) => {
    if (own.length === 0 || switched.length === 0 || hasMatches(index, own) || !hasMatches(index, switched)) return own;
    corrected = true;
    return switched;
  });
  const hits = toPages(run(index, words), words.length);
  return corrected ? {hits, correctedQuery: words.join(' ')} : {hits};
}
