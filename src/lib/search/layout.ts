/**
 * Keyboard-layout correction: a query typed with the wrong layout on (іір meant ssh, gfhjkm meant
 * пароль). Maps keys of the US QWERTY layout to the Ukrainian ЙЦУКЕН layout and back. No library
 * knows the Ukrainian layout (ї, є, і, ґ and the apostrophe key), so it is written here.
 */

// Same physical key, same position in both strings. ` is the apostrophe key, \ gives ґ.
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`\\";
const UKRAINIAN = 'йцукенгшщзхїфівапролджєячсмитьбю’ґ';

const toUkrainian = new Map<string, string>();
const toLatin = new Map<string, string>();
for (let i = 0; i < LATIN.length; i++) {
  toUkrainian.set(LATIN[i]!, UKRAINIAN[i]!);
  toLatin.set(UKRAINIAN[i]!, LATIN[i]!);
}
// On the Ukrainian layout the apostrophe key may produce any of these forms.
for (const apostrophe of ["'", 'ʼ']) toLatin.set(apostrophe, '`');

function convert(text: string, map: Map<string, string>): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      return map.get(lower) ?? lower;
    })
    .join('');
}

/** Text typed on the Latin layout as the Ukrainian layout would have typed it: gfhjkm → пароль. */
export function latinToUkrainian(text: string): string {
  return convert(text, toUkrainian);
}

/** Text typed on the Ukrainian layout as the Latin layout would have typed it: іір → ssh. */
export function ukrainianToLatin(text: string): string {
  return convert(text, toLatin);
}

/**
 * The same keystrokes on the other layout, or undefined when the text mixes both scripts or has no
 * letters (nothing sensible to switch).
 */
export function switchLayout(text: string): string | undefined {
  const hasLatin = /[a-z]/i.test(text);
  const hasCyrillic = /\p{Script=Cyrillic}/u.test(text);
  if (hasLatin === hasCyrillic) return undefined;
  return hasLatin ? latinToUkrainian(text) : ukrainianToLatin(text);
}
