import {test} from 'node:test';
import assert from 'node:assert/strict';
import {negated, negatedWords, tokenizeWithNegations, wordsAfterWithout} from './terms';

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

test('the words after «без» are what the reader wants to do without', () => {
  assert.deepEqual([...wordsAfterWithout('збільшити диск без перевстановлення')], ['перевстановлення']);
  assert.deepEqual([...wordsAfterWithout('Увеличить диск БЕЗ переустановки')], ['переустановки']);
  assert.deepEqual([...wordsAfterWithout('без без оплати')], ['оплати']);
  assert.deepEqual([...wordsAfterWithout('безпека сервера')], []);
});
