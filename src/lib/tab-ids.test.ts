import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tabIds} from './tab-ids';

test('tab and panel ids are distinct, stable and made of safe characters', () => {
  const ids = tabIds(':r1:', 'debian');
  assert.deepEqual(ids, tabIds(':r1:', 'debian'));
  assert.notEqual(ids.tab, ids.panel);
  for (const id of Object.values(tabIds('«r1»', 'Debian / Ubuntu'))) assert.match(id, /^[A-Za-z0-9_-]+$/);
});

test('different values or different tab groups never share an id', () => {
  assert.notEqual(tabIds(':r1:', 'a b').tab, tabIds(':r1:', 'a_b').tab);
  assert.notEqual(tabIds(':r1:', 'linux').panel, tabIds(':r2:', 'linux').panel);
});
