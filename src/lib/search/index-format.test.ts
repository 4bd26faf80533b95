import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch from 'minisearch';
import {packIndex, unpackIndex} from './index-format';

test('packing is lossless: unpacking gives back what MiniSearch wrote', () => {
  const index = new MiniSearch({fields: ['title', 'text'], storeFields: ['title']});
  index.addAll([
    {id: 1, title: 'Сервер і пароль', text: 'пароль пароль сервер'},
    {id: 7, title: 'Мережа', text: 'сервер мережа'},
    {id: 30, title: 'Пароль', text: 'мережа'},
  ]);
  const plain = index.toJSON();
  assert.deepEqual(unpackIndex(JSON.parse(JSON.stringify(packIndex(plain)))), JSON.parse(JSON.stringify(plain)));
});

test('postings become flat arrays with id steps', () => {
  const index = new MiniSearch({fields: ['text']});
  index.addAll([
    {id: 'a', text: 'x'},
    {id: 'b', text: 'y'},
    {id: 'c', text: 'x x'},
  ]);
  const packed = packIndex(index.toJSON());
  assert.deepEqual(
    packed.packedIndex.find(([term]) => term === 'x'),
    ['x', 0, 2, 0, 1, 2, 2],
  );
});
