import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ukrainianReadings} from './russian-keys';
import {readWord} from './russian';

test('a word typed on the Russian keys of the Ukrainian letters is read back, keys first', () => {
  assert.deepEqual(ukrainianReadings('скыльки'), ['скільки', 'скильки']);
  assert.deepEqual(ukrainianReadings('коштуэ'), ['коштує', 'коштуе']);
  assert.deepEqual(ukrainianReadings('пэрэнэсты'), ['пєрєнєсті', 'перенести']);
  assert.deepEqual(ukrainianReadings('объем'), ['обїем', 'обем']);
});

test('a word without ы, э or ъ has no other reading', () => {
  assert.deepEqual(ukrainianReadings('скільки'), []);
  assert.deepEqual(ukrainianReadings('сервер'), []);
});

test('a word the index does not hold is searched as the first reading it does hold', () => {
  const index = new Set(['перенести', 'скільки']);
  const matches = (w: string) => index.has(w);
  assert.deepEqual(readWord('пэрэнэсты', true, matches), {word: 'перенести', alternatives: ['пэрэнэсты'], translated: true});
  assert.deepEqual(readWord('скыльки', true, matches), {word: 'скільки', alternatives: ['скыльки'], translated: true});
});

test('a word that matches as typed, or has no reading the index holds, stays as typed', () => {
  assert.deepEqual(
    readWord('пэрэнэсты', true, () => false),
    {word: 'пэрэнэсты', alternatives: [], translated: false},
  );
  assert.deepEqual(
    readWord('пэрэнэсты', true, () => true),
    {word: 'пэрэнэсты', alternatives: [], translated: false},
  );
});
