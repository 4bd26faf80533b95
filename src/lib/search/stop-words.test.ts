import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isStopWord} from './stop-words';

test('question words and prepositions are stop words', () => {
  for (const w of ['як', 'що', 'на', 'до', 'чи', 'the', 'how']) assert.ok(isStopWord(w), w);
});

test('topic words are never stop words', () => {
  for (const w of ['сервер', 'пароль', 'оплата', 'ssh', 'vps', 'домен']) assert.ok(!isStopWord(w), w);
});

test("Russian function words found in readers' questions are stop words («что такое rdns», «и»)", () => {
  for (const w of ['и', 'такое', 'его', 'чем', 'нужен']) assert.ok(isStopWord(w), w);
});
