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

/** A bare number (an address's part, a port, a process id): a pasted message's own, on no page. */
export function isBareNumber(word: string): boolean {
  return /^\d+$/.test(word);
}

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

/** The particle that turns a word into a problem: «не працює», «не відкривається». */
const NEGATION = 'не';

/** The word a negated word is also indexed and searched as: «не» + «працює» → «непрацює». */
export function negated(word: string): string {
  return NEGATION + word;
}

/** Whether the word at `i` follows `marker` (and is not the marker itself). */
function follows(words: readonly string[], i: number, marker: string): boolean {
  return i > 0 && words[i - 1] === marker && words[i] !== marker;
}

/** The words of a text that follow `marker`. */
function wordsAfter(text: string, marker: string): Set<string> {
  const plain = tokenize(text);
  return new Set(plain.filter((_, i) => follows(plain, i, marker)));
}

/**
 * The words of a text, each word after «не» followed by its negated form. «не» itself is a stop
 * word, so without this «сайт не відкривається» and «сайт відкривається» would be the same
 * query; a reader describing a problem should find the pages that name that problem.
 */
export function tokenizeWithNegations(text: string): string[] {
  const plain = tokenize(text);
  return plain.flatMap((word, i) => (follows(plain, i, NEGATION) ? [word, negated(word)] : [word]));
}

/** The words of a text that follow «не». */
export function negatedWords(text: string): Set<string> {
  return wordsAfter(text, NEGATION);
}

/**
 * The words of a text that follow «без» (Ukrainian and Russian alike): what the reader wants to do
 * without («збільшити диск без переустановки»), so a page about that word is seldom the answer.
 */
export function wordsAfterWithout(text: string): Set<string> {
  return wordsAfter(text, 'без');
}
