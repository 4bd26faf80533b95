import {test} from 'node:test';
import assert from 'node:assert/strict';
import {median} from './stats';

test('median of an odd and an even count, unsorted input', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
});

test('median of nothing is an error, not NaN', () => {
  assert.throws(() => median([]));
});
