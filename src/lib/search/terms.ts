/**
 * The term processing of the index and the query, in one place so both sides agree: normalise,
 * drop stop words, stem Ukrainian words, keep Latin terms as typed.
 */
import {normalise, tokenize} from './normalise';
import {isStopWord} from './stop-words';
import {stem} from './stem';

/**
 * Stems already computed. Each keystroke re-processes the same query words and the headings of
 * the results; the stemmer's regular expressions cost more than a lookup. Bounded, so a long
 * session cannot grow it without end.
 */
const cache = new Map<string, string | null>();
const CACHE_LIMIT = 20_000;

/** A word as it is stored in the index, or null for a stop word. */
export function processTerm(word: string): string | null {
  let processed = cache.get(word);
  if (processed !== undefined) return processed;
  const w = normalise(word);
  processed = !w || isStopWord(w) ? null : stem(w);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, processed);
  return processed;
}

export {tokenize};
