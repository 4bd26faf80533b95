import {test} from 'node:test';
import assert from 'node:assert/strict';
import {GENERIC_TEXT_BOOST, GENERIC_WEIGHT, SYNONYM_WEIGHT, alternativeWeight, buildQuery, typoTolerance, usesPrefix} from './query';

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
  const plain = buildQuery({words: ['часовий', 'пояс']}) as {queries: unknown[]};
  assert.deepEqual(plain.queries, ['часовий пояс']);
  const expanded = buildQuery({words: ['дедик']}) as {queries: {queries?: string[]; boostTerm?: () => number}[]};
  assert.equal(expanded.queries[0], 'дедик');
  const alternative = expanded.queries.find((q) => q.queries?.includes('dedicated'));
  assert.ok(alternative);
  assert.ok(alternative.boostTerm!() < 1);
});

test('a generic word is searched in its own sub-query whose body-text weight is small', () => {
  const query = buildQuery({words: ['сервер', 'знаходяться', 'країна'], generic: new Set(['сервер', 'знаходяться'])}) as {
    queries: (string | {queries: string[]; boost?: Record<string, number>})[];
  };
  assert.equal(query.queries[0], 'країна');
  const weak = query.queries[1] as {queries: string[]; boost: Record<string, number>};
  assert.deepEqual(weak.queries, ['сервер знаходяться']);
  assert.equal(weak.boost.text, GENERIC_TEXT_BOOST);
  assert.ok(weak.boost.page! > 1, 'a title match still counts');
  assert.equal(
    (weak as unknown as {boostTerm: () => number}).boostTerm(),
    GENERIC_WEIGHT,
    'beside a specific word, generic ones count less',
  );
  const onlyGeneric = buildQuery({words: ['сервер'], generic: new Set(['сервер'])}) as {queries: {boostTerm?: () => number}[]};
  assert.equal(onlyGeneric.queries[0]!.boostTerm!(), 1, 'alone, a generic word counts in full');
});

test('alternatives (Russian words read as Ukrainian) come as weaker sub-queries', () => {
  const query = buildQuery({words: ['підключитися'], alternatives: [{of: 'підключитися', words: ['підєднатися', 'подключиться']}]}) as {
    queries: (string | {queries: string[]; boostTerm?: () => number})[];
  };
  assert.equal(query.queries[0], 'підключитися');
  const weaker = query.queries.slice(1) as {queries: string[]; boostTerm: () => number}[];
  assert.deepEqual(
    weaker.map((q) => q.queries[0]),
    ['підєднатися', 'подключиться'],
  );
  assert.ok(weaker.every((q) => q.boostTerm() < 1));
});

test('a group of alternatives counts less than one word, however many spellings a page holds', () => {
  assert.equal(alternativeWeight(1), SYNONYM_WEIGHT);
  assert.ok(SYNONYM_WEIGHT < 1);
  for (const count of [2, 7, 9]) assert.ok(alternativeWeight(count) * count <= SYNONYM_WEIGHT + 1e-9);
  assert.ok(alternativeWeight(7) > 0);
});
