import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withPlainApostrophes} from './apostrophe';

test('the apostrophe inside a word becomes the plain one; quotes elsewhere stay', () => {
  assert.equal(withPlainApostrophes('пам’ять і під’єднання'), "пам'ять і під'єднання");
  assert.equal(withPlainApostrophes('‘цитата’ і слово’'), '‘цитата’ і слово’');
  assert.equal(withPlainApostrophes('пам’ять').length, 'пам’ять'.length);
});
