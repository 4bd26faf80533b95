import {test} from 'node:test';
import assert from 'node:assert/strict';
import {bestHeading, groupBySection, parseHeadings} from './group';
import {processTerm} from './terms';
import type {PageHit} from './types';

const headings = parseHeadings('перше-підєднання\tПерше під’єднання\nключ-ssh\tВхід за ключем SSH\nпомилки\tТипові помилки');

test('parses stored anchor and heading lines', () => {
  assert.deepEqual(headings[1], {anchor: 'ключ-ssh', text: 'Вхід за ключем SSH'});
});

test('opens the section whose heading holds the most matched words', () => {
  assert.equal(bestHeading(headings, ['ssh', processTerm('ключ')!])?.anchor, 'ключ-ssh');
  assert.equal(bestHeading(headings, [processTerm('помилки')!])?.anchor, 'помилки');
  assert.equal(bestHeading(headings, ['nginx']), undefined);
});

const hit = (url: string, section: string): PageHit => ({url, page: url, heading: '', section, snippet: '', terms: [], score: 1});

test('keeps the score order and puts consecutive pages of one section under one heading', () => {
  const groups = groupBySection([hit('/a', 'Оплата'), hit('/b', 'Оплата'), hit('/c', 'Замовлення'), hit('/d', 'Оплата')]);
  assert.deepEqual(
    groups.map((g) => [g.section, g.hits.map((h) => h.url)]),
    [
      ['Оплата', ['/a', '/b']],
      ['Замовлення', ['/c']],
      ['Оплата', ['/d']],
    ],
  );
});
