import {test} from 'node:test';
import assert from 'node:assert/strict';
import {answerRank, dialogOrder, isNewQuery, recall, setProblems} from './recall';
import type {PageHit} from '../types';

const hit = (url: string, section: string): PageHit => ({url, page: url, heading: '', section, snippet: '', terms: [], score: 1});

test('the dialog order is the score order: a later hit of the first section stays below, anchors dropped', () => {
  const hits = [hit('/a', 'Оплата'), hit('/b#x', 'Сервер'), hit('/c', 'Оплата')];
  assert.deepEqual(dialogOrder(hits), ['/a', '/b', '/c']);
});

test('rank is the first answering page, anchors aside', () => {
  assert.equal(answerRank(['/a', '/b', '/c'], ['/c', '/b']), 2);
  assert.equal(answerRank(['/a'], ['/z']), undefined);
});

test('recall at one and at three', () => {
  assert.deepEqual(recall([1, 2, 3, 4, undefined]), {queries: 5, atOne: 0.2, atThree: 0.6});
});

test('the set refuses duplicates, empty answers and unknown routes', () => {
  const problems = setProblems(
    [
      {query: 'Як зайти?', answers: ['/a'], kind: 'everyday'},
      {query: 'як зайти', answers: [], kind: 'everyday'},
      {query: 'x', answers: ['/nope'], kind: 'error'},
    ],
    new Set(['/a']),
  );
  assert.equal(problems.length, 3);
});

test('a query is new unless an earlier set holds it word for word, case and punctuation aside', () => {
  const set = [
    {query: 'Як зайти на сервер?', answers: ['/a'], kind: 'everyday' as const},
    {query: 'як зайти на сервер по ssh', answers: ['/a'], kind: 'everyday' as const},
    {query: 'Permission denied (publickey).', answers: ['/b'], kind: 'error' as const},
  ];
  assert.deepEqual(isNewQuery(set, ['як  зайти на сервер', 'permission denied publickey']), [false, true, false]);
  assert.deepEqual(isNewQuery(set, []), [true, true, true]);
});
