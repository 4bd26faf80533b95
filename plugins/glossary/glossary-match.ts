/**
 * Finds a glossary term in running Ukrainian text. A term matches as a whole word, in any letter
 * case («Nginx» at the start of a sentence is nginx); a term that ends in a Cyrillic letter also
 * matches its inflected forms («PTR-запису», «PTR-записи» for «PTR-запис»), since Ukrainian nouns
 * change their ending by case.
 */

export interface TermMatch {
  index: number;
  length: number;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Up to three letters of case ending after a Cyrillic stem. */
const INFLECTION = '\\p{Script=Cyrillic}{0,3}';

export function termPattern(term: string): RegExp {
  const stem = escapeRegExp(term.trim()).replace(/\s+/g, '[\\s\\u00a0]+');
  const ending = /\p{Script=Cyrillic}$/u.test(term.trim()) ? INFLECTION : '';
  // Not a part of a longer word, a hyphenated compound, a path or a file name.
  return new RegExp(`(?<![\\p{L}\\p{N}_/.-])${stem}${ending}(?![\\p{L}\\p{N}_]|[-/.][\\p{L}\\p{N}])`, 'iu');
}

export function findTerm(text: string, term: string): TermMatch | undefined {
  const match = termPattern(term).exec(text);
  return match ? {index: match.index, length: match[0].length} : undefined;
}
