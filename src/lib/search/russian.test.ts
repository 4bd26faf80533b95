import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalise, tokenize} from './normalise';
import {RUSSIAN_VOCABULARY, isSurelyRussian, looksRussian, readWord, russianKey, ukrainianFor} from './russian';

test('inflected Russian forms find one entry through the Russian stem', () => {
  assert.deepEqual(ukrainianFor('подключиться')?.[0], 'підключитися');
  assert.deepEqual(ukrainianFor('подключить')?.[0], 'підключитися');
  assert.equal(ukrainianFor('счета')?.[0], 'рахунок');
  assert.equal(ukrainianFor(normalise('счёт'))?.[0], 'рахунок');
});

test('a word with a Ukrainian letter is never translated', () => {
  assert.equal(ukrainianFor('місце'), undefined);
  assert.equal(ukrainianFor('підключитися'), undefined);
});

test('Russian letters and function words mark a query as Russian; Ukrainian ones do not', () => {
  assert.ok(isSurelyRussian('выключить'));
  assert.ok(looksRussian(tokenize('как подключиться к серверу')));
  assert.ok(!looksRussian(tokenize('як підключитися до сервера')));
  assert.ok(!looksRussian(tokenize('все про сервер через ssh')), '«все», «через» are Ukrainian words too');
  assert.ok(looksRussian(tokenize('сколько стоит сервер')));
});

test('«сколько» is not a price by itself; «стоит» is', () => {
  assert.deepEqual(ukrainianFor('сколько'), ['скільки']);
  assert.equal(ukrainianFor('стоит')?.[0], 'коштує');
});

test('in a Russian query a known word is replaced; the Russian word stays as an alternative', () => {
  const read = readWord('подключиться', true, () => true);
  assert.equal(read.word, 'підключитися');
  assert.ok(read.translated);
  assert.ok(read.alternatives.includes('подключиться'));
});

test('in a Ukrainian query a word that matches as typed keeps its place', () => {
  const read = readWord('ключ', false, () => true);
  assert.equal(read.word, 'ключ');
  assert.ok(!read.translated);
  const unknownHere = readWord('деньги', false, () => false);
  assert.equal(unknownHere.word, 'гроші');
  assert.ok(unknownHere.translated);
});

test('the vocabulary: one Russian word per entry, Ukrainian targets without Russian letters, no key twice', () => {
  const keys = new Map<string, string>();
  for (const [ru, ...uk] of RUSSIAN_VOCABULARY) {
    assert.match(ru, /^[а-яё-]+$/u, `${ru}: one lower-case Russian word`);
    assert.doesNotMatch(ru, /[іїєґ]/u, `${ru}: has a Ukrainian letter`);
    assert.ok(uk.length > 0, `${ru}: no Ukrainian word`);
    for (const word of uk) assert.doesNotMatch(word, /[ыэъё]/u, `${ru} → ${word}: a Russian letter`);
    const key = russianKey(normalise(ru));
    assert.ok(!keys.has(key) || keys.get(key) !== ru, `${ru} listed twice`);
    keys.set(key, ru);
  }
  assert.ok(RUSSIAN_VOCABULARY.length >= 300);
});
