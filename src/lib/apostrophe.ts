/**
 * The articles write the Ukrainian apostrophe as ’ (U+2019, CONTRIBUTING.md); @cspell/dict-uk-ua
 * spells its words with ' (U+0027). Same length, so line and column numbers stay true.
 */
export function withPlainApostrophes(text: string): string {
  return text.replace(/(?<=\p{L})[’ʼ](?=\p{L})/gu, "'");
}
