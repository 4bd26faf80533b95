import {test} from 'node:test';
import assert from 'node:assert/strict';
import {daysUk} from './days';

test('the day word agrees with the number, as after «через» and «за»', () => {
  assert.equal(daysUk(1), '1\u00a0день');
  assert.equal(daysUk(3), '3\u00a0дні');
  assert.equal(daysUk(5), '5\u00a0днів');
  assert.equal(daysUk(11), '11\u00a0днів');
  assert.equal(daysUk(14), '14\u00a0днів');
  assert.equal(daysUk(21), '21\u00a0день');
  assert.equal(daysUk(22), '22\u00a0дні');
  assert.equal(daysUk(112), '112\u00a0днів');
});
