import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closestArticles, editDistance} from './closest-articles';
import {readCatalog} from '../../plugins/shared/doc-catalog';

const articles = readCatalog()
  .filter((d) => !d.unlisted)
  .map((d) => ({route: d.route, title: d.title}));
const routes = (path: string) => closestArticles(path, articles).map((a) => a.route);

test('edit distance counts single-letter edits', () => {
  assert.equal(editDistance('ssh-conect', 'ssh-connect'), 1);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('a mistyped slug finds its article first', () => {
  assert.equal(routes('/ssh-conect')[0], '/working-with-server/tech-questions/ssh-connect');
  assert.equal(routes('/apps/nextclod')[0], '/apps/nextcloud');
});

test('a page asked for under the wrong folder is found by its slug', () => {
  assert.equal(routes('/faq/hidden-payment')[0], '/payment/new/hidden-payment');
});

test('words of a title typed into the address find the article', () => {
  assert.ok(routes('/wireguard-vpn').includes('/apps/wireguard'));
});

test('at most five articles, and none for a path like no article', () => {
  assert.ok(routes('/raid').length <= 5);
  assert.ok(routes('/raid').includes('/glossary/raid'));
  assert.deepEqual(routes('/qqqqqqqqqqqqqqqqq'), []);
});

test('a malformed or encoded path does not throw', () => {
  assert.doesNotThrow(() => routes('/%E0%A4%A'));
  assert.equal(routes('/ssh%2Dconect')[0], '/working-with-server/tech-questions/ssh-connect');
});
