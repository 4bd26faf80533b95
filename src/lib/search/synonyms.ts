/**
 * Synonym and transliteration expansion from synonyms.json: «дедик» also finds pages that say
 * «виділений сервер», «ВПС» finds «VPS». Matching is on whole normalised words, so a group member
 * of two words («віртуальний сервер») matches only the two words in a row.
 */
import data from './synonyms.json';
import {tokenize} from './normalise';

export type SynonymGroups = readonly (readonly string[])[];

export const SYNONYM_GROUPS: SynonymGroups = data.groups;

/** A phrase as normalised words: «Пам’ять RAM» → ['память', 'ram']. */
type Phrase = string[];

function contains(words: readonly string[], phrase: Phrase): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The phrases to search for besides the query's own words: every other member of each group that
 * one of the query's words or phrases belongs to. Returned as space-joined normalised words.
 */
export function expandSynonyms(queryWords: readonly string[], groups: SynonymGroups = SYNONYM_GROUPS): string[] {
  const extra = new Set<string>();
  for (const group of groups) {
    const phrases = group.map(tokenize);
    if (!phrases.some((p) => p.length > 0 && contains(queryWords, p))) continue;
    for (const p of phrases) if (!contains(queryWords, p)) extra.add(p.join(' '));
  }
  return [...extra];
}
