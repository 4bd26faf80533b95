/**
 * Shaping results for the reader: which section of a page to open (the one whose heading holds
 * a matched word), and, in the dialog, runs of pages of one site section under that section's name.
 */
import {processTerm} from './terms';
import type {PageHit} from './types';

export interface Heading {
  anchor: string;
  text: string;
}

/** Parses the stored `anchor\theading` lines. */
export function parseHeadings(stored: string): Heading[] {
  return stored
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      return {anchor: line.slice(0, tab), text: line.slice(tab + 1)};
    });
}

/** The heading with the most matched words, or undefined when no heading has any. */
export function bestHeading(headings: readonly Heading[], terms: readonly string[]): Heading | undefined {
  const wanted = new Set(terms);
  let best: Heading | undefined;
  let bestCount = 0;
  for (const heading of headings) {
    const count = heading.text.split(/[^\p{L}\p{N}'’ʼ`]+/u).filter((w) => {
      const t = w && processTerm(w);
      return t ? wanted.has(t) : false;
    }).length;
    if (count > bestCount) [best, bestCount] = [heading, count];
  }
  return best;
}

export interface SectionGroup {
  section: string;
  hits: PageHit[];
}

/**
 * Pages in the order of their score, with consecutive pages of one site section under one heading.
 * Grouping never moves a better page below a worse one: gathering each section's pages under its
 * first page pushed the second-best answer out of the first three whenever it sat in another
 * section, and cost 3 to 4 points of recall at 3 on every blind evaluation set (24 November 2026).
 * A section can therefore head more than one group.
 */
export function groupBySection(hits: readonly PageHit[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last && last.section === hit.section) last.hits.push(hit);
    else groups.push({section: hit.section, hits: [hit]});
  }
  return groups;
}
