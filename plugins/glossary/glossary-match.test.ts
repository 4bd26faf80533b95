import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findTerm} from './glossary-match';

test('a term matches as a whole word, in any letter case', () => {
  assert.deepEqual(findTerm('Nginx віддає статику.', 'nginx'), {index: 0, length: 5});
  assert.deepEqual(findTerm('масив RAID 1', 'RAID'), {index: 6, length: 4});
});

test('a term inside a longer word or a path does not match', () => {
  assert.equal(findTerm('контролер MegaRAID', 'RAID'), undefined);
  assert.equal(findTerm('файл /etc/nginx-extra', 'nginx'), undefined);
  assert.equal(findTerm('sites-nginx', 'nginx'), undefined);
});

test('a Cyrillic term matches its inflected forms', () => {
  assert.deepEqual(findTerm('Без PTR-запису лист потрапить у спам.', 'PTR-запис'), {index: 4, length: 10});
  assert.deepEqual(findTerm('PTR-записи', 'PTR-запис'), {index: 0, length: 10});
});

test('spaces in a term match a non-breaking space too', () => {
  assert.deepEqual(findTerm('пам’ять ECC\u00a0RAM виправляє', 'ECC RAM'), {index: 8, length: 7});
});
