import {test} from 'node:test';
import assert from 'node:assert/strict';
import {latinToUkrainian, switchLayout, ukrainianToLatin} from './layout';

test('Latin terms typed on the Ukrainian layout come back', () => {
  assert.equal(ukrainianToLatin('іір'), 'ssh');
  assert.equal(ukrainianToLatin('тпштч'), 'nginx');
  assert.equal(ukrainianToLatin('кфшв'), 'raid');
});

test('Ukrainian words typed on the Latin layout come back, with і, ї, є, ж, х, б, ю', () => {
  assert.equal(latinToUkrainian('gfhjkm'), 'пароль');
  assert.equal(latinToUkrainian('cthdth'), 'сервер');
  assert.equal(latinToUkrainian('Dbcnfdbnb'), 'виставити');
  assert.equal(latinToUkrainian("gs'"), 'піє');
  assert.equal(latinToUkrainian('];[,.'), 'їжхбю');
});

test('switchLayout picks the direction and refuses mixed or letterless text', () => {
  assert.equal(switchLayout('іір'), 'ssh');
  assert.equal(switchLayout('gfhjkm'), 'пароль');
  assert.equal(switchLayout('ssh пароль'), undefined);
  assert.equal(switchLayout('2024'), undefined);
});

test('the conversion round-trips', () => {
  assert.equal(ukrainianToLatin(latinToUkrainian('qwerty')), 'qwerty');
});
