/**
 * Shaping results for the reader: which section of a page to open (the one whose heading holds
 * a matched word), and, in the dialog, pages grouped by the site section they belong to.
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

/** Pages grouped by site section; groups in the order of their best page, pages keep their order. */
export function groupBySection(hits: readonly PageHit[]): SectionGroup[] {
  const groups = new Map<string, SectionGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.section);
    if (!group) groups.set(hit.section, (group = {section: hit.section, hits: []}));
    group.hits.push(hit);
  }
  return [...groups.values()];
}
