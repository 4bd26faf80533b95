import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildQuery, typoTolerance, usesPrefix} from './query';

test('typo tolerance grows with the word', () => {
  assert.equal(typoTolerance('ssh'), 0);
  assert.equal(typoTolerance('raid'), 1);
  assert.equal(typoTolerance('парол'), 1);
  assert.equal(typoTolerance('налаштув'), 2);
});

test('prefix matching only from three letters', () => {
  assert.ok(!usesPrefix('ip'));
  assert.ok(usesPrefix('впс'));
});

test('a query without synonyms is the words themselves; synonyms come as weaker alternatives', () => {
  const plain = buildQuery(['часовий', 'пояс']) as {queries: unknown[]};
  assert.deepEqual(plain.queries, ['часовий пояс']);
  const expanded = buildQuery(['дедик']) as {queries: {queries?: string[]; boostTerm?: () => number}[]};
  assert.equal(expanded.queries[0], 'дедик');
  const alternative = expanded.queries.find((q) => q.queries?.includes('dedicated'));
  assert.ok(alternative);
  assert.ok(alternative.boostTerm!() < 1);
});
