/**
 * Reading a Russian (or mixed Russian-Ukrainian) query as Ukrainian. Many customers in Ukraine
 * type in Russian without switching language; the site has no Russian, so each Russian word the
 * help centre's vocabulary knows is replaced by its Ukrainian words before the search runs.
 *
 * Words are looked up by their Russian Snowball stem (@orama/stemmers/russian, the maintained
 * package whose Ukrainian stemmer the index already uses), so «подключиться», «подключить» and
 * «подключения» all find the entry for «подключиться». The vocabulary itself
 * (russian-vocabulary.json) is this help centre's own: no library maps hosting words between the
 * two languages.
 */
import {stemmer as russianStem} from '@orama/stemmers/russian';
import vocabulary from './russian-vocabulary.json';
import {normalise, tokenize} from './normalise';
import {RUSSIAN_FUNCTION_WORDS} from './stop-words';
import {processTerm} from './terms';
import {RUSSIAN_LETTERS, ukrainianReadings} from './russian-keys';

/** Letters Ukrainian has and Russian does not: a word with one is Ukrainian, never translated. */
const UKRAINIAN_LETTERS = /[іїєґ]/;

/** One entry: a Russian word, then the Ukrainian words searched instead (the first is the main one). */
export type Entry = readonly [ru: string, ...uk: string[]];

/** Russian stem (or whole word, for short words) → the Ukrainian words to search for. */
function buildLookup(entries: readonly Entry[]): Map<string, string[]> {
  const lookup = new Map<string, string[]>();
  for (const [ru, ...uk] of entries) {
    const key = russianKey(normalise(ru));
    const known = lookup.get(key) ?? [];
    for (const word of uk) if (!known.includes(word)) known.push(word);
    lookup.set(key, known);
  }
  return lookup;
}

/** The key a Russian word is looked up by: its stem, or the word itself when the stem is too short to tell words apart. */
export function russianKey(word: string): string {
  const stemmed = russianStem(word);
  return stemmed.length >= 3 ? stemmed : word;
}

/** Every entry of the vocabulary file. */
export const RUSSIAN_VOCABULARY: readonly Entry[] = vocabulary.entries as unknown as Entry[];

const LOOKUP = buildLookup(RUSSIAN_VOCABULARY);

/** The Ukrainian words for a Russian word, or undefined when the vocabulary does not know it. */
export function ukrainianFor(word: string, lookup: ReadonlyMap<string, string[]> = LOOKUP): string[] | undefined {
  if (UKRAINIAN_LETTERS.test(word)) return undefined;
  return lookup.get(russianKey(word)) ?? lookup.get(word);
}

/** True when the word can only be Russian: it has a Russian-only letter or is a Russian function word. */
export function isSurelyRussian(word: string): boolean {
  return RUSSIAN_LETTERS.test(word) || RUSSIAN_FUNCTION_WORDS.has(word);
}

/** True when the words (normalised) show the query is Russian or mixed. */
export function looksRussian(rawWords: readonly string[]): boolean {
  return rawWords.some(isSurelyRussian);
}

/** How a query word was read. */
export interface ReadWord {
  /** The word searched for with full weight. */
  word: string;
  /** Further words searched for with a synonym's weight. */
  alternatives: string[];
  /** True when a Russian word was replaced by Ukrainian. */
  translated: boolean;
}

/**
 * Reads one meaningful query word. In a query that looks Russian, a word the vocabulary knows is
 * replaced by its Ukrainian words (the Russian word stays as an alternative: the articles'
 * phrasings hold Russian questions too). Elsewhere a known word is replaced only when, read as
 * Ukrainian, it matches nothing in the index (`matchesAsIs`); a word that matches as typed keeps
 * its place and the Ukrainian words join it as alternatives.
 */
export function readWord(word: string, queryIsRussian: boolean, matchesAsIs: (word: string) => boolean): ReadWord {
  // A translation the index would store as the word itself (пароль, паролів) changes nothing.
  const asTyped = processTerm(word);
  const ukrainian = ukrainianFor(word)?.filter((w) => processTerm(w) !== asTyped);
  if (!ukrainian || ukrainian.length === 0) {
    // Not Russian the vocabulary knows: perhaps Ukrainian typed with Russian letters (russian-keys.ts).
    // Readings first: most words have none, and asking the index costs a search.
    const readings = ukrainianReadings(word);
    const reading = readings.length > 0 && !matchesAsIs(word) ? readings.find(matchesAsIs) : undefined;
    return reading ? {word: reading, alternatives: [word], translated: true} : {word, alternatives: [], translated: false};
  }
  if (queryIsRussian || isSurelyRussian(word) || !matchesAsIs(word)) {
    const [main, ...rest] = ukrainian;
    return {word: main!, alternatives: [...rest, word], translated: true};
  }
  return {word, alternatives: ukrainian, translated: false};
}

/** The Ukrainian words of the vocabulary's translations, split as the index splits them, stop words aside (for checks). */
export function vocabularyTargets(): string[] {
  return [...new Set([...LOOKUP.values()].flat().flatMap(tokenize))].filter((w) => processTerm(w) !== null);
}
