/**
 * The term processing of the index and the query, in one place so both sides agree: normalise,
 * drop stop words, stem Ukrainian words, keep Latin terms as typed.
 */
import {normalise, tokenize} from './normalise';
import {isStopWord} from './stop-words';
import {stem} from './stem';

/** A word as it is stored in the index, or null for a stop word. */
export function processTerm(word: string): string | null {
  const w = normalise(word);
  if (!w || isStopWord(w)) return null;
  return stem(w);
}

export {tokenize};
