/**
 * Turns the reader's words into a MiniSearch query: prefix matching for every word long enough,
 * typo tolerance that grows with the word, and synonyms as weaker alternatives.
 */
import type {Query, SearchOptions} from 'minisearch';
import {expandSynonyms} from './synonyms';

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

/** How much a synonym counts against the reader's own word. */
export const SYNONYM_WEIGHT = 0.7;

export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => usesPrefix(term),
  fuzzy: (term) => typoTolerance(term),
  weights: {fuzzy: 0.3, prefix: 0.5},
  boost: {page: 4, keywords: 3, headingText: 2, description: 1.5, text: 1},
};

/** The query for the given normalised, unstemmed words (stemming happens in the index's processTerm). */
export function buildQuery(words: readonly string[]): Query {
  const own = words.join(' ');
  const synonyms = expandSynonyms(words);
  if (synonyms.length === 0) return {...QUERY_OPTIONS, queries: [own]};
  return {
    ...QUERY_OPTIONS,
    // Synonyms are known spellings: no typo tolerance, which also keeps the query fast.
    queries: [own, ...synonyms.map((s): Query => ({...QUERY_OPTIONS, fuzzy: false, queries: [s], boostTerm: () => SYNONYM_WEIGHT}))],
  };
}
