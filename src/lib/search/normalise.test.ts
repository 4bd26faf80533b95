import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isCyrillic, isLatin, normalise, tokenize} from './normalise';

test('every apostrophe form folds to the same word', () => {
  const forms = ['пам’ять', "пам'ять", 'памʼять', 'пам`ять', 'Пам‘ять'];
  assert.deepEqual(new Set(forms.map(normalise)), new Set(['память']));
});

test('lower-cases Cyrillic and Latin and keeps ґ, ї, є', () => {
  assert.equal(normalise('ҐАНОК Їжак Євро SSH'), 'ґанок їжак євро ssh');
});

test('splits on spaces, dashes, dots and slashes, keeps digits', () => {
  assert.deepEqual(tokenize('IP-адреса, RAID 10 / node.js'), ['ip', 'адреса', 'raid', '10', 'node', 'js']);
});

test('tells Cyrillic words from Latin ones', () => {
  assert.ok(isCyrillic('сервер'));
  assert.ok(!isCyrillic('ssh'));
  assert.ok(isLatin('nginx'));
  assert.ok(!isLatin('впс'));
});
