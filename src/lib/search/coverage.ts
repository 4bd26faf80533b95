/**
 * Coverage: how many of the reader's words a page matched, each by itself, a synonym or a
 * translation. MiniSearch adds up the scores of every term a page matches, so a page about one of
 * the query's words (title, keywords and body all say «VPS») outranked the page that matched all of
 * them: «впс на тиждень» found VPS pages, not daily payment. Each score is scaled from
 * COVERAGE_FLOOR (no word counted) to 1 (every word), the classic coordination factor.
 *
 * Measured on the 2,648 queries of the read evaluation sets (24 November 2026): at 3, 2,554 →
 * 2,561; at 1, 2,125 → 2,150. Floors 0.5–0.7 gave the same at 3, lower floors lost (0.3: 2,550),
 * and squaring the coverage lost 35.
 *
 * MiniSearch also multiplies each score by the number of query terms a page matched, and every
 * synonym spelling and translation is a term of its own: a Linux page saying «password» and
 * «passwd» beside «пароль» was multiplied by three for the reader's one word, and «где взять
 * пароль root» found the root-password pages, not the page that says where the password is. That
 * factor is recounted (recountMatches): the reader's words a page covered count one each, its
 * other matched terms OTHER_TERM_WEIGHT each.
 */
import type {SearchResult} from 'minisearch';
import type {Alternatives} from './query';
import {synonymsByGroup, type TouchedGroup} from './synonyms';
import {isBareNumber, processTerm, tokenize} from './terms';

export const COVERAGE_FLOOR = 0.5;

/**
 * What a matched term counts for beyond the reader's words it covers (another spelling or a
 * translation of a word already covered). 1 is MiniSearch's own count. Measured on 25 November
 * 2026 on the 605 queries of held-out-19 to -22, no phrasing yet written for their misses: at 3,
 * 552 (1) → 557 (0.75), 559 (0.5), 560 (0.25), 555 (0); at 1 on all 3,726 read queries, 3,024 →
 * 3,040 at 0.5, and 3,009 at 0.25. At 3 on those 3,726: 3,581 → 3,579.
 */
export const OTHER_TERM_WEIGHT = 0.5;

/**
 * MiniSearch's score with its factor «number of matched query terms» (`matchedTerms`) replaced by
 * the reader's words covered plus OTHER_TERM_WEIGHT per other matched term. Covered words are
 * capped at the matched terms (one term can stand for two of the reader's words, «впс vps»), so
 * the result is never above the score.
 */
export function recountMatches(score: number, matchedTerms: number, coveredWords: number): number {
  const terms = Math.max(matchedTerms, 1);
  const covered = Math.min(Math.max(coveredWords, 1), terms);
  return (score / terms) * (covered + OTHER_TERM_WEIGHT * (terms - covered));
}

/** Which reader's word each searched term stands for: the word's own stem, its translations' and its synonyms'. */
export function termOwners(
  words: readonly string[],
  alternatives: readonly Alternatives[],
  groups: readonly TouchedGroup[] = synonymsByGroup(words),
): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  const own = (phrase: string, word: string) => {
    for (const token of tokenize(phrase)) {
      const term = processTerm(token);
      if (!term) continue;
      const known = owners.get(term) ?? new Set<string>();
      known.add(word);
      owners.set(term, known);
    }
  };
  for (const word of words) own(word, word);
  for (const {of, words: others} of alternatives) for (const other of others) own(other, of);
  for (const group of groups) for (const other of group.others) for (const word of group.matched) own(other, word);
  return owners;
}

/** The words coverage counts: each once, without bare numbers (a pasted message's address or port is on no page). */
export function countedWords(words: readonly string[]): string[] {
  return [...new Set(words.filter((w) => !isBareNumber(w)))];
}

/** How many of the `counted` words the matched query terms stand for. */
export function coveredWords(
  matchedTerms: readonly string[],
  owners: ReadonlyMap<string, ReadonlySet<string>>,
  counted: readonly string[],
): number {
  const covered = new Set<string>();
  for (const term of matchedTerms) for (const word of owners.get(term) ?? []) if (counted.includes(word)) covered.add(word);
  return covered.size;
}

/** The share of `counted` words that the matched query terms stand for. */
export function coverage(
  matchedTerms: readonly string[],
  owners: ReadonlyMap<string, ReadonlySet<string>>,
  counted: readonly string[],
): number {
  return counted.length === 0 ? 1 : coveredWords(matchedTerms, owners, counted) / counted.length;
}

/**
 * The results with each score recounted (recountMatches) and scaled by its coverage, best first; a
 * one-word query keeps its order.
 * With `top`, only the best `top` are returned, and `results` must come best first (as MiniSearch
 * gives them): scaling never raises a score, so once a raw score falls below the `top`-th scaled
 * one, no later result can enter, and the rest are not scored.
 */
export function byCoverage(
  results: readonly SearchResult[],
  words: readonly string[],
  alternatives: readonly Alternatives[],
  groups: readonly TouchedGroup[] = synonymsByGroup(words),
  top = Infinity,
): SearchResult[] {
  const counted = countedWords(words);
  if (counted.length < 2) return results.slice(0, top);
  const owners = termOwners(counted, alternatives, groups);
  const scored: SearchResult[] = [];
  for (const r of results) {
    if (scored.length >= top && r.score < kthScore(scored, top)) break;
    const covered = coveredWords(r.queryTerms, owners, counted);
    const score = recountMatches(r.score, r.queryTerms.length, covered);
    scored.push({...r, score: score * (COVERAGE_FLOOR + ((1 - COVERAGE_FLOOR) * covered) / counted.length)});
  }
  return scored.sort((a, b) => b.score - a.score).slice(0, top);
}

function kthScore(results: readonly SearchResult[], k: number): number {
  return results.map((r) => r.score).sort((a, b) => b - a)[k - 1]!;
}
