import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SearchResult} from 'minisearch';
import {OTHER_TERM_WEIGHT, byCoverage, countedWords, coverage, recountMatches, termOwners} from './coverage';
import {processTerm} from './terms';

const stem = (word: string) => processTerm(word)!;
const result = (id: string, score: number, ...words: string[]): SearchResult =>
  ({id, score, terms: [], queryTerms: words.map(stem), match: {}}) as SearchResult;

test('a page matching every word outranks a higher-scored page matching one of them', () => {
  const vpsOnly = result('vps-vs-vds', 190, 'впс');
  const both = result('daily-payment', 150, 'впс', 'тиждень');
  const ranked = byCoverage([vpsOnly, both], ['впс', 'тиждень'], []);
  assert.deepEqual(
    ranked.map((r) => r.id),
    ['daily-payment', 'vps-vs-vds'],
  );
  assert.equal(ranked[0]!.score, 150);
  assert.equal(ranked[1]!.score, 190 * 0.75);
});

test('a far stronger page still wins on fewer words: coverage scales, it does not filter', () => {
  const ranked = byCoverage([result('strong', 400, 'впс'), result('weak', 100, 'впс', 'тиждень')], ['впс', 'тиждень'], []);
  assert.deepEqual(
    ranked.map((r) => r.id),
    ['strong', 'weak'],
  );
});

test("a translation or a synonym counts for the reader's word it stands for", () => {
  const owners = termOwners(['тиждень', 'оплата'], [{of: 'тиждень', words: ['неделя']}]);
  assert.deepEqual([...owners.get(stem('неделя'))!], ['тиждень']);
  assert.equal(coverage([stem('неделя'), stem('оплата')], owners, ['тиждень', 'оплата']), 1);
  assert.equal(coverage([stem('оплата')], owners, ['тиждень', 'оплата']), 0.5);
});

test('bare numbers and repeated words are not counted; a one-word query keeps its order', () => {
  assert.deepEqual(countedWords(['порт', '22', 'порт', 'ssh']), ['порт', 'ssh']);
  const one = [result('a', 1, 'впс'), result('b', 2, 'впс')];
  assert.deepEqual(
    byCoverage(one, ['впс', '22'], []).map((r) => r.id),
    ['a', 'b'],
  );
});

test('with a top, the best of all are returned, and a lower raw score that overtakes is not cut off', () => {
  const words = ['впс', 'тиждень'];
  const results = [
    result('one-word', 100, 'впс'),
    result('both', 90, 'впс', 'тиждень'),
    result('both-lower', 80, 'впс', 'тиждень'),
    result('far', 30, 'впс', 'тиждень'),
  ];
  const all = byCoverage(results, words, []);
  for (const top of [1, 2, 3]) {
    assert.deepEqual(
      byCoverage(results, words, [], undefined, top).map((r) => r.id),
      all.slice(0, top).map((r) => r.id),
      `top ${top}`,
    );
  }
  assert.deepEqual(
    byCoverage(results, words, [], undefined, 2).map((r) => r.id),
    ['both', 'both-lower'],
  );
});

test("other spellings of one reader's word count OTHER_TERM_WEIGHT each in MiniSearch's matched-terms factor", () => {
  assert.equal(recountMatches(300, 3, 3), 300);
  assert.equal(recountMatches(300, 3, 1), (300 / 3) * (1 + 2 * OTHER_TERM_WEIGHT));
  // One term standing for two of the reader's words («впс vps») never raises the score.
  assert.equal(recountMatches(120, 1, 2), 120);
  assert.equal(recountMatches(120, 0, 0), 120);
});

test('a page matching one word in three spellings no longer outranks the page matching both words', () => {
  // «где взять пароль root»: a root-password page says пароль, password and passwd; the page on
  // where the credentials are says пароль and root.
  const spellings = result('root-passwd', 300, 'пароль', 'password', 'passwd');
  const both = result('credentials', 180, 'пароль', 'root');
  const ranked = byCoverage([spellings, both], ['пароль', 'root'], []);
  assert.deepEqual(
    ranked.map((r) => r.id),
    ['credentials', 'root-passwd'],
  );
  assert.equal(ranked[1]!.score, (300 / 3) * (1 + 2 * OTHER_TERM_WEIGHT) * 0.75);
});
