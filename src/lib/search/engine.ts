/**
 * The search itself, on MiniSearch: the index options used both when the plugin builds the index
 * and when the browser loads it, and the search that adds layout correction and page grouping.
 */
import MiniSearch, {type Options, type Query, type SearchResult} from 'minisearch';
import {isBareNumber, negated, negatedWords, processTerm, tokenize, tokenizeWithNegations, wordsAfterWithout} from './terms';
import {buildQuery, usesPrefix, type Alternatives} from './query';
import {byCoverage} from './coverage';
import {synonymsByGroup, type TouchedGroup} from './synonyms';
import {looksRussian, readWord} from './russian';
import {switchLayout} from './layout';
import {bestHeading, parseHeadings} from './group';
import {packIndex, unpackIndex, type PackedIndex} from './index-format';
import type {PageHit, SearchDoc, SearchOutcome, StoredDoc} from './types';

const STORED: (keyof StoredDoc)[] = ['url', 'page', 'section', 'headings', 'description'];

export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['page', 'headingText', 'keywords', 'phrasings', 'description', 'text'],
  storeFields: STORED,
  // Problems («не відкривається») are indexed where a page names its subject, not in body text,
  // whose every «не» would add a term to the vocabulary every reader downloads.
  tokenize: (text, field) => (field === 'text' ? tokenize(text) : tokenizeWithNegations(text)),
  // Bare numbers in body text (sizes, ports, list items) are many and nobody searches for them
  // alone; in titles, headings and keywords (порт 8888, RAID 10) they stay.
  processTerm: (term, field) => (field === 'text' && /^\d+$/.test(term) ? null : processTerm(term)),
  // Stored headings carry anchors; the indexed field headingText holds only their words.
  // (MiniSearch also stores through extractField, so the two need different names.)
  extractField: (doc, field) =>
    field === 'headingText'
      ? parseHeadings(doc.headings)
          .map((h) => h.text)
          .join(' ')
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

/** Share of pages whose body holds a word above which the word is generic (сервер, знаходяться). */
export const GENERIC_SHARE = 0.2;

/**
 * What the index answered about a word, kept per index: every keystroke asks again about the words
 * typed before it (is it generic, does it match as typed), and each answer costs a search.
 */
interface Answers {
  generic: Map<string, boolean>;
  matches: Map<string, boolean>;
}

const answered = new WeakMap<SearchIndex, Answers>();

/** Answers kept per index before starting afresh, so a long session cannot grow them without end. */
const ANSWERS_LIMIT = 5_000;

function answersOf(index: SearchIndex): Answers {
  let answers = answered.get(index);
  if (!answers || answers.generic.size + answers.matches.size >= ANSWERS_LIMIT)
    answered.set(index, (answers = {generic: new Map(), matches: new Map()}));
  return answers;
}

/**
 * Forgets what this index answered: a fragmented index (fragmented-index.ts) answers with the
 * postings it has loaded so far, and learns more after each load.
 */
export function forgetAnswers(index: SearchIndex): void {
  answered.delete(index);
}

/**
 * Whether many pages' body text holds the word or one of its synonyms (a phrase counts when all
 * its words are there), so a mention of it says little about a page: «дедик» is rare as a word,
 * but «виділений сервер» is on most pages.
 */
function isGeneric(index: SearchIndex, word: string): boolean {
  const known = answersOf(index).generic;
  let generic = known.get(word);
  if (generic === undefined) {
    const synonyms = synonymsByGroup([word]).flatMap((g) => g.others);
    const query: Query = {combineWith: 'OR', queries: [word, ...synonyms.map((s): Query => ({combineWith: 'AND', queries: [s]}))]};
    const pages = index.search(query, {fields: ['text'], prefix: false, fuzzy: false}).length;
    generic = pages > index.documentCount * GENERIC_SHARE;
    known.set(word, generic);
  }
  return generic;
}

/**
 * `without`: words the reader wants to do without («без переустановки»). They count as generic
 * words do, beside the query's other words: matched, but a page about one of them (reinstalling)
 * no longer outranks the page about the task (a bigger disk). Dropping them instead lost queries
 * about the very thing («сервер зупинили без попередження»).
 */
function run(
  index: SearchIndex,
  words: readonly string[],
  alternatives: readonly Alternatives[],
  problems: readonly string[],
  groups: readonly TouchedGroup[],
  without: ReadonlySet<string>,
): SearchResult[] {
  if (words.length === 0) return [];
  const generic = new Set(words.filter((w) => without.has(w) || isGeneric(index, w)));
  return index.search(buildQuery({words, alternatives, generic, problems, groups}));
}

/**
 * A page must match at least half of the reader's words (from three words up): a long question
 * whose one word happens to be on a page («рецепт борщу з пампушками» → рецептурних ліків) is no
 * answer, and the empty state serves the reader better.
 */
export function enoughWordsMatched(matchedQueryTerms: number, queryWords: number): boolean {
  return queryWords < 3 || matchedQueryTerms >= Math.ceil(queryWords / 2);
}

/**
 * The words a page must match half of: bare numbers left out, since a pasted message's numbers
 * (an address, a port, a process id: «Received disconnect from 185.112.83.41 port 22:2: Too many
 * authentication failures») are the reader's own and on no page; matched ones still count.
 */
export function wordsToMatch(words: readonly string[]): number {
  // Each word once: a page's matched terms are counted once each, so a word typed twice («прив’язати
  // домен… якщо домен купували деінде») raised the bar no page could reach.
  return new Set(words.filter((w) => !isBareNumber(w))).size;
}

/**
 * A code name pasted from a message: parts joined by dots, slashes, «$» or «:» with no space
 * (io.netty.channel.AbstractChannel$AnnotatedConnectException, /etc/nginx/nginx.conf). Its parts
 * are one thing the reader pasted, and on no page as a whole; counted as five words, they made
 * «…AnnotatedConnectException: Connection refused» need five of seven words and find nothing.
 */
export function isCodeName(piece: string): boolean {
  return /[\p{L}\p{N}]+(?:[./\\$:][\p{L}\p{N}]+){2,}/u.test(piece);
}

/** How many of a piece's words the half-the-words rule leaves out: all but one of a code name's (bare numbers are left out anyway). */
export function codeNameSurplus(piece: string, words: readonly string[]): number {
  return isCodeName(piece) ? Math.max(0, wordsToMatch(words) - 1) : 0;
}

function relevantResults(results: readonly SearchResult[], queryWords: number): SearchResult[] {
  return results.filter((r) => enoughWordsMatched(new Set(r.queryTerms).size, queryWords));
}

/**
 * The hits of ranked results; `stored` gives each result's stored fields (the result itself when
 * the index holds them, a loaded document chunk for a fragmented index).
 */
export function toPages(
  results: readonly SearchResult[],
  stored: (result: SearchResult) => Partial<StoredDoc> = (r) => r as Partial<StoredDoc>,
): PageHit[] {
  return results.map((result) => {
    const r = {...result, ...stored(result)};
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
  if (words.length === 0) return false;
  const known = answersOf(index).matches;
  const text = words.join(' ');
  let matches = known.get(text);
  if (matches === undefined) {
    matches = index.search(text, {prefix: (t) => usesPrefix(t), fuzzy: false}).length > 0;
    known.set(text, matches);
  }
  return matches;
}

/**
 * A single letter proves nothing about the layout: «мережевуха» on the other layout is
 * «vtht;tde[f», and its «f» matches some page, but the reader typed a real (if unindexed) word.
 */
function isWordLike(word: string): boolean {
  return word.length >= 2;
}

/** Words that carry meaning: stop words removed, so «як» alone searches nothing. */
function meaningful(words: readonly string[]): string[] {
  return words.filter((w) => processTerm(w) !== null);
}

/** For each space-separated piece of the query: its own words, and the words of the same keys on the other layout. */
function pieces(text: string): {raw: string; own: string[]; switched: string[]; switchedStopWord: boolean}[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => {
      const other = switchLayout(raw);
      const otherWords = other === undefined ? [] : tokenize(other);
      const switched = meaningful(otherWords);
      return {raw, own: meaningful(tokenize(raw)), switched, switchedStopWord: otherWords.length > 0 && switched.length === 0};
    });
}

/**
 * Searches the index. A piece of the query that matches nothing while the same keys on the other
 * layout do (іір → ssh, gfhjkm → пароль) is taken as typed on the wrong layout and switched; a
 * piece that matches anything is never switched. Each piece is decided on its own, so
 * «як змінити gfhjkm» keeps its Ukrainian words. Russian words are then read as Ukrainian
 * (russian.ts): «как подключиться к серверу» searches «підключитися серверу».
 */
export function searchPages(index: SearchIndex, text: string): SearchOutcome {
  const {results, ...notices} = rankPages(index, text);
  return {hits: toPages(results), ...notices};
}

/** The search of searchPages up to the ranked results (at most MAX_PAGES), before stored fields are read. */
export function rankPages(index: SearchIndex, text: string): Omit<SearchOutcome, 'hits'> & {results: SearchResult[]} {
  let corrected = false;
  const read = pieces(text).map((piece) => {
    const {own, switched, switchedStopWord} = piece;
    if (own.length === 0 || switched.length === 0 || hasMatches(index, own) || !hasMatches(index, switched.filter(isWordLike)))
      return {piece, words: own};
    corrected = true;
    return {piece, words: switched};
  });
  // «lj» in «ljcnegb lj cthdthf» is «до» on the other layout: a stop word, dropped when the
  // query's other pieces show the layout was wrong and it matches nothing as typed.
  const layoutRead = read.map(({piece, words}) =>
    corrected && piece.switchedStopWord && !hasMatches(index, piece.own) ? {words: []} : {words},
  );
  const typed = layoutRead.flatMap((p) => p.words);
  const russian = looksRussian(corrected ? typed : tokenize(text));
  const afterNegation = negatedWords(text);
  const afterWithout = wordsAfterWithout(text);
  const without = new Set<string>();
  let translated = false;
  const words: string[] = [];
  const problems: string[] = [];
  const alternatives: Alternatives[] = [];
  for (const word of typed) {
    const read = readWord(word, russian, (w) => hasMatches(index, [w]));
    translated ||= read.translated;
    const main = meaningful(tokenize(read.word));
    words.push(...main);
    if (read.alternatives.length > 0 && main[0]) alternatives.push({of: main[0], words: read.alternatives});
    if (afterNegation.has(word) && main.length === 1) problems.push(negated(main[0]!));
    if (afterWithout.has(word)) for (const w of main) without.add(w);
  }
  // A page matching more of the reader's words outranks one matching fewer more often (coverage.ts).
  const groups = synonymsByGroup(words);
  const codeNameParts = read.reduce((n, {piece, words: own}) => n + codeNameSurplus(piece.raw, own), 0);
  const relevant = relevantResults(run(index, words, alternatives, problems, groups, without), wordsToMatch(words) - codeNameParts);
  const results = byCoverage(relevant, words, alternatives, groups, MAX_PAGES);
  const outcome: Omit<SearchOutcome, 'hits'> & {results: SearchResult[]} = {results};
  if (corrected) outcome.correctedQuery = words.join(' ');
  if (translated) outcome.translatedQuery = words.join(' ');
  return outcome;
}
