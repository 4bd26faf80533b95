/**
 * Recall of the search on an evaluation set: for each query, whether a page that answers it is
 * the first result, or among the first three, in the order the search dialog shows them (its
 * first results, in score order under their sections' names). Pure: the caller runs the search.
 */
import {groupBySection} from '../group';
import type {PageHit} from '../types';

export interface EvaluationQuery {
  query: string;
  /** Routes of the pages that answer it, best first. */
  answers: string[];
  kind: 'russian' | 'mixed' | 'symptom' | 'error' | 'everyday';
}

/** Results the dialog shows (SearchDialog's maxResults). */
export const DIALOG_RESULTS = 8;

/** Routes in the order the dialog shows them, anchors dropped. */
export function dialogOrder(hits: readonly PageHit[]): string[] {
  return groupBySection(hits.slice(0, DIALOG_RESULTS)).flatMap((g) => g.hits.map((h) => h.url.split('#')[0]!));
}

/** 1-based position of the first answering page, or undefined when none is shown. */
export function answerRank(shown: readonly string[], answers: readonly string[]): number | undefined {
  const at = shown.findIndex((route) => answers.includes(route));
  return at < 0 ? undefined : at + 1;
}

export interface Recall {
  queries: number;
  atOne: number;
  atThree: number;
}

export function recall(ranks: readonly (number | undefined)[]): Recall {
  return {
    queries: ranks.length,
    atOne: ranks.filter((r) => r === 1).length / Math.max(ranks.length, 1),
    atThree: ranks.filter((r) => r !== undefined && r <= 3).length / Math.max(ranks.length, 1),
  };
}

/** A query as compared for repeats: lower case, punctuation and spacing aside. */
export function queryKey(query: string): string {
  return query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether each query of a set is new: not, case and punctuation aside, among the queries of sets
 * read before it. Writers given one brief converge (a third or more of a new set repeats earlier
 * sets word for word), and a repeat of a query whose miss was read and fixed is not a query
 * nobody tuning the search has seen.
 */
export function isNewQuery(set: readonly EvaluationQuery[], earlier: Iterable<string>): boolean[] {
  const known = new Set<string>();
  for (const query of earlier) known.add(queryKey(query));
  return set.map((q) => !known.has(queryKey(q.query)));
}

/** Problems of the set itself: duplicate queries (case and punctuation aside), queries without answers, unknown routes. */
export function setProblems(set: readonly EvaluationQuery[], routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const {query, answers} of set) {
    const key = queryKey(query);
    if (seen.has(key)) problems.push(`«${query}» is in the set twice`);
    seen.add(key);
    if (answers.length === 0) problems.push(`«${query}» has no answer`);
    for (const route of answers) if (!routes.has(route)) problems.push(`«${query}»: ${route} is not a page`);
  }
  return problems;
}
