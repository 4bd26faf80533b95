import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lighthouseFigures, medianFigures} from './lighthouse-figures';

const result = {
  categories: {performance: {score: 0.996}, accessibility: {score: 1}, 'best-practices': {score: 0.96}, seo: {score: 0.92}},
  audits: {
    'largest-contentful-paint': {numericValue: 1234.5},
    'total-blocking-time': {numericValue: 12},
    'cumulative-layout-shift': {numericValue: 0},
  },
};

test('reads scores as 0–100 and the three vitals', () => {
  assert.deepEqual(lighthouseFigures(result), {
    performance: 100,
    accessibility: 100,
    bestPractices: 96,
    seo: 92,
    lcpMs: 1234.5,
    tbtMs: 12,
    cls: 0,
  });
});

test('a missing score is an error, not a zero', () => {
  assert.throws(() => lighthouseFigures({...result, categories: {...result.categories, performance: {score: null}}}));
});

test('several runs of a page give the median of each figure', () => {
  const run = (performance: number, tbtMs: number) => ({...lighthouseFigures(result), performance, tbtMs});
  const figures = medianFigures([run(100, 12), run(97, 203), run(100, 39)]);
  assert.equal(figures.performance, 100);
  assert.equal(figures.tbtMs, 39);
  assert.equal(figures.lcpMs, 1234.5);
});
