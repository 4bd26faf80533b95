/**
 * Turns the reader's words into a MiniSearch query: prefix matching for every word long enough,
 * typo tolerance that grows with the word, and synonyms as weaker alternatives.
 */
import type {Query, SearchOptions} from 'minisearch';
import {synonymsByGroup, type TouchedGroup} from './synonyms';

/**
 * Allowed typos (edit distance) for a stemmed query word: none up to 3 letters (ssh, dns, vps
 * would match unrelated words), one up to 6, two beyond.
 */
export function typoTolerance(term: string): number {
  if (term.length <= 3) return 0;
  if (term.length <= 6) return 1;
  return 2;
}

/** Prefix matching needs a few letters, else «v» would match every page with a v-word. */
export function usesPrefix(term: string): boolean {
  return term.length >= 3;
}

/**
 * How much a group of synonyms counts against the reader's own word, however many of its
 * spellings a page holds: half a word (0.7 ranked worse on queries.json, 0.3–0.4 no better).
 */
export const SYNONYM_WEIGHT = 0.5;

/**
 * Field weights. The phrasings (what readers type when the page is the answer, from the front
 * matter) count nearly as much as the title: they are the reader's words for the page.
 */
const BOOST = {page: 4, phrasings: 3.5, keywords: 3, headingText: 2, description: 1.5, text: 1};

/**
 * BM25's length normalisation, lower than MiniSearch's 0.7: a field's length counts less. A page
 * that answers many questions has long phrasings and long text, and at 0.7 one matching phrasing
 * among fifty weighed less than a short page's passing mention («сервер впав» found the monitoring
 * page before the unreachable-server guide). Measured on 25 November 2026 on the 5,557 read
 * queries, at 3 / at 1: 5,426 / 4,607 (0.7), 5,430 / 4,663 (0.5), 5,431 / 4,680 (0.3), 5,432 /
 * 4,676 (0.2), 5,436 / 4,651 (0); on held-out-31 to -34 before any phrasing for their misses, at
 * 3: 581 (0.7), 581 (0.5), 583 (0.3), 584 (0). 0.3 ranks best at 1 and gains at 3.
 */
export const LENGTH_NORMALISATION = 0.3;

export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => usesPrefix(term),
  fuzzy: (term) => typoTolerance(term),
  weights: {fuzzy: 0.3, prefix: 0.5},
  bm25: {k: 1.2, b: LENGTH_NORMALISATION, d: 0.5},
  boost: BOOST,
};

/**
 * How much body text counts for a generic word (one most pages use, as «сервер» or «знаходяться»):
 * a page that merely mentions it must not outrank a page whose title or phrasings hold it.
 */
export const GENERIC_TEXT_BOOST = 0.1;

/**
 * How much a generic word counts, in any field, beside a query's specific words: «fail2ban
 * заблокував мою ip» is about fail2ban, and pages titled «IP» must not win on «ip» alone.
 */
export const GENERIC_WEIGHT = 0.4;

/** Other words for one of the reader's words (a Russian word read as Ukrainian, and the Russian word itself). */
export interface Alternatives {
  of: string;
  words: readonly string[];
}

export interface QueryWords {
  /** The reader's words (normalised, unstemmed; stemming happens in the index's processTerm). */
  words: readonly string[];
  /** Other words for some of them; searched as synonyms are. */
  alternatives?: readonly Alternatives[];
  /** Words most pages use: their body-text matches count little, and beside specific words they count less. */
  generic?: ReadonlySet<string>;
  /** Negated words («непрацює», terms.ts): matched whole, since a prefix or a typo of one is another problem. */
  problems?: readonly string[];
  /** The synonym groups the words touch, when the caller has them already (synonymsByGroup(words)). */
  groups?: readonly TouchedGroup[];
}

/**
 * The weight of each of `count` other words for one reader's word. MiniSearch adds up the scores
 * of the sub-queries, so seven spellings of «впс» at full synonym weight made any page titled
 * «VPS» outrank the page about the query's real subject («n8n на впс»). Shared by their number,
 * a group never counts more than SYNONYM_WEIGHT of one word: shared by the root of it, the eight
 * spellings of «ip» made pages titled «IP» outrank the fail2ban section for «fail2ban заблокував
 * мою ip».
 */
export function alternativeWeight(count: number): number {
  return SYNONYM_WEIGHT / Math.max(count, 1);
}

const GENERIC_BOOST = {...BOOST, text: GENERIC_TEXT_BOOST};

/** A sub-query of known spellings (synonyms, translations): no typo tolerance, which also keeps the query fast. */
function weaker(phrase: string, weight: number, generic: boolean): Query {
  return {...QUERY_OPTIONS, fuzzy: false, queries: [phrase], boostTerm: () => weight, ...(generic ? {boost: GENERIC_BOOST} : {})};
}

/** The query for the given words. */
export function buildQuery({
  words,
  alternatives = [],
  generic = new Set(),
  problems = [],
  groups: touched = synonymsByGroup(words),
}: QueryWords): Query {
  const strong = words.filter((w) => !generic.has(w));
  const weak = words.filter((w) => generic.has(w));
  const genericFactor = strong.length > 0 ? GENERIC_WEIGHT : 1;
  const given = new Set(alternatives.flatMap((a) => a.words));
  const groups = [
    ...alternatives.map((a) => ({others: [...a.words], generic: generic.has(a.of)})),
    ...touched.map((g) => ({
      others: g.others.filter((s) => !given.has(s)),
      generic: g.matched.every((w) => generic.has(w)),
    })),
  ].filter((g) => g.others.length > 0);
  const queries: Query[] = [];
  if (strong.length > 0) queries.push(strong.join(' '));
  // A generic word was found whole on many pages: no prefix matching, which would only
  // add other words («доступ» → «доступність»); inflections are the stemmer's.
  if (weak.length > 0) {
    queries.push({...QUERY_OPTIONS, prefix: false, queries: [weak.join(' ')], boost: GENERIC_BOOST, boostTerm: () => genericFactor});
  }
  if (problems.length > 0) queries.push({...QUERY_OPTIONS, prefix: false, fuzzy: false, queries: [problems.join(' ')]});
  for (const group of groups) {
    const weight = alternativeWeight(group.others.length) * (group.generic ? genericFactor : 1);
    queries.push(...group.others.map((phrase) => weaker(phrase, weight, group.generic)));
  }
  return {...QUERY_OPTIONS, queries};
}
