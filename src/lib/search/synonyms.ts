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

/** One group a query touches: the query's words that belong to it, and the other members to search for. */
export interface TouchedGroup {
  /** The query's own words that are (in) a member of the group. */
  matched: string[];
  /** Every other member, as space-joined normalised words. */
  others: string[];
}

/** Each group's members as phrases, split once per set of groups: every keystroke looks them all up. */
const split = new WeakMap<SynonymGroups, Phrase[][]>();

function phrasesOf(groups: SynonymGroups): Phrase[][] {
  let phrases = split.get(groups);
  if (!phrases) split.set(groups, (phrases = groups.map((group) => group.map(tokenize))));
  return phrases;
}

/** The groups one of the query's words or phrases belongs to. */
export function synonymsByGroup(queryWords: readonly string[], groups: SynonymGroups = SYNONYM_GROUPS): TouchedGroup[] {
  const out: TouchedGroup[] = [];
  for (const phrases of phrasesOf(groups)) {
    const present = phrases.filter((p) => p.length > 0 && contains(queryWords, p));
    if (present.length === 0) continue;
    const others = phrases.filter((p) => !contains(queryWords, p)).map((p) => p.join(' '));
    if (others.length > 0) out.push({matched: [...new Set(present.flat())], others});
  }
  return out;
}

/** The phrases to search for besides the query's own words: the other members of every group it touches, once each. */
export function expandSynonyms(queryWords: readonly string[], groups: SynonymGroups = SYNONYM_GROUPS): string[] {
  return [...new Set(synonymsByGroup(queryWords, groups).flatMap((g) => g.others))];
}
