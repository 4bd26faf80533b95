/**
 * Text normalisation shared by the index build and the browser: both sides must turn
 * «Пам’ять» and «пам'ять» into the same term, or a query misses the page.
 */

/** Every apostrophe a Ukrainian reader may type: ASCII ', typographic ’, modifier ʼ, backtick ` and ‘. */
const APOSTROPHES = /['’ʼ`‘ʹ]/g;

/**
 * Lower-cases (Unicode, ґ stays ґ) and removes apostrophes, so пам’ять, пам'ять and памʼять are one
 * word. Russian ё is read as е, as Russian readers often type it (счёт, счет).
 */
export function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '').replace(/ё/g, 'е');
}

/** Letters and digits of any script; everything else (spaces, dashes, dots, slashes) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Splits already normalised text into words. */
export function words(normalised: string): string[] {
  return normalised.match(WORD) ?? [];
}

/** Normalises and splits in one step, as the index and the query both need. */
export function tokenize(text: string): string[] {
  return words(normalise(text));
}

export function isCyrillic(word: string): boolean {
  return /^[\p{Script=Cyrillic}\p{N}]+$/u.test(word) && /\p{Script=Cyrillic}/u.test(word);
}

export function isLatin(word: string): boolean {
  return /^[a-z0-9]+$/.test(word) && /[a-z]/.test(word);
}
