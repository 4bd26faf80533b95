import {test} from 'node:test';
import assert from 'node:assert/strict';
import {negated, negatedWords, tokenizeWithNegations} from './terms';

test('a word after «не» is also indexed in its negated form', () => {
  assert.deepEqual(tokenizeWithNegations('Сайт не відкривається'), ['сайт', 'не', 'відкривається', 'невідкривається']);
  assert.equal(negated('працює'), 'непрацює');
});

test('«не» alone or twice in a row adds nothing', () => {
  assert.deepEqual(tokenizeWithNegations('не'), ['не']);
  assert.deepEqual(tokenizeWithNegations('не не працює'), ['не', 'не', 'працює', 'непрацює']);
  assert.deepEqual(tokenizeWithNegations('сервер працює'), ['сервер', 'працює']);
});

test('the words a query negates', () => {
  assert.deepEqual([...negatedWords('сервер не грузится, сайт не працює')], ['грузится', 'працює']);
  assert.deepEqual([...negatedWords('Нема місця')], []);
});
