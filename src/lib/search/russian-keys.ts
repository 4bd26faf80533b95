/**
 * Ukrainian typed with Russian letters. A reader whose keyboard has no Ukrainian layout types
 * «скыльки коштуэ» (the Russian ы and э sit on the keys of the Ukrainian і and є, and ъ on ї) or
 * spells the sounds in Russian letters: «пэрэнэсты» for «перенести», «подывытыся» for
 * «подивитися». Neither is Russian, so the vocabulary (russian.ts) does not know such a word; read
 * back as Ukrainian, it is an ordinary word of the index. No library does this for Ukrainian.
 */

/** Letters Russian has and Ukrainian does not (ё is read as е by normalise()): a word with one was typed with Russian letters. */
export const RUSSIAN_LETTERS = /[ыэъ]/;

const EVERY_RUSSIAN_LETTER = new RegExp(RUSSIAN_LETTERS.source, 'g');

/** The same keys on the Ukrainian layout: ы → і, э → є, ъ → ї. */
const BY_KEY: Readonly<Record<string, string>> = {ы: 'і', э: 'є', ъ: 'ї'};

/** The same sounds in Ukrainian letters: ы → и, э → е (ъ is silent). */
const BY_SOUND: Readonly<Record<string, string>> = {ы: 'и', э: 'е', ъ: ''};

/** The Ukrainian words a normalised word may be, keys first; none for a word without ы, э or ъ. */
export function ukrainianReadings(word: string): string[] {
  if (!RUSSIAN_LETTERS.test(word)) return [];
  const readings = [BY_KEY, BY_SOUND].map((letters) => word.replace(EVERY_RUSSIAN_LETTER, (letter) => letters[letter]!));
  return [...new Set(readings)].filter((reading) => reading.length > 0);
}
