import {median} from './stats';
/** The figures the bench reports from one Lighthouse result (scores 0–100, times in ms). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseResultLike {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
}

function score(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.categories[id]?.score;
  if (value === undefined || value === null) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
}

function audit(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} value`);
  return value;
}

export function lighthouseFigures(lhr: LighthouseResultLike): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: audit(lhr, 'largest-contentful-paint'),
    tbtMs: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
  };
}

/**
 * Figure by figure, the median of several runs of one page: a single Lighthouse run on a shared
 * machine swings its blocking time by a factor of three or more.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}
