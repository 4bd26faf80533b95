import {test} from 'node:test';
import assert from 'node:assert/strict';
import {calquesIn} from './calques';

test('calques are found on whole words, in any case', () => {
  assert.equal(calquesIn('Під’єднайтеся по SSH до сервера.').length, 1);
  assert.equal(calquesIn('Таймаут з’єднання минув.').length, 1);
  assert.equal(calquesIn('Відкрийте веб-інтерфейс панелі.').length, 1);
});

test('the right words and look-alikes pass', () => {
  assert.deepEqual(calquesIn('Під’єднайтеся через SSH; тайм-аут — 30 секунд; вебінтерфейс; типово.'), []);
  assert.deepEqual(calquesIn('Сортування по SSHFS-томах'), []);
  assert.deepEqual(calquesIn('Спроба достатня.'), []);
});
