import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isStopWord} from './stop-words';

test('question words and prepositions are stop words', () => {
  for (const w of ['як', 'що', 'на', 'до', 'чи', 'the', 'how']) assert.ok(isStopWord(w), w);
});

test('topic words are never stop words', () => {
  for (const w of ['сервер', 'пароль', 'оплата', 'ssh', 'vps', 'домен']) assert.ok(!isStopWord(w), w);
});
