import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compareTerms, frontCode, frontDecode, packPostings, planFragments, unpackPostings} from './fragment-format';

test('front coding keeps every term and its order', () => {
  const terms = ['', 'a', 'ab', 'abc', 'abd', 'b', 'сервер', 'серверу', 'серв', 'x'.repeat(50), 'x'.repeat(52)].sort(compareTerms);
  assert.deepEqual(frontDecode(frontCode(terms)), terms);
  assert.deepEqual(frontDecode(frontCode([])), []);
  assert.equal(frontCode(['сервер', 'серверу']), '0сервер\n6у');
});

test('terms sort by code unit, the same everywhere', () => {
  assert.deepEqual(['б', 'a', 'ґ', 'є', 'Z'].sort(compareTerms), ['Z', 'a', 'б', 'є', 'ґ']);
});

test('postings round-trip to MiniSearch’s in-memory maps', () => {
  const fields = {0: {3: 1, 12: 2}, 5: {7: 4}};
  const packed = packPostings(fields);
  assert.deepEqual(packed, [0, 2, 3, 1, 9, 2, 5, 1, 7, 4]);
  assert.deepEqual(
    unpackPostings(packed),
    new Map([
      [
        0,
        new Map([
          [3, 1],
          [12, 2],
        ]),
      ],
      [5, new Map([[7, 4]])],
    ]),
  );
});

test('fragments are cut when the postings reach the target, never inside a term', () => {
  assert.deepEqual(planFragments([5, 5, 5, 5, 5], 10), [0, 2, 4]);
  assert.deepEqual(planFragments([30, 1, 1], 10), [0, 1]);
  assert.deepEqual(planFragments([], 10), [0]);
});
