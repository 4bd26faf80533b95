import test from 'node:test';
import assert from 'node:assert/strict';
import {plainSpacedUnits} from './unit-spacing';

test('a number and its unit joined by a plain space are found', () => {
  assert.deepEqual(plainSpacedUnits('Диск на 10 ГБ і зачекайте 5 хвилин, до 1,5 Гбіт/с.'), ['10 ГБ', '5 хвилин', '1,5 Гбіт/с']);
});

test('a non-breaking space, a word that only starts like a unit, or a version number is left alone', () => {
  assert.deepEqual(plainSpacedUnits('10\u00a0ГБ, 3 години, 2 рокиння, Debian 12 днями, v1.2 ГБ'), ['3 години']);
  assert.deepEqual(plainSpacedUnits('крок 3 розділу, RAID 10 масив, 2025 року'), []);
});
