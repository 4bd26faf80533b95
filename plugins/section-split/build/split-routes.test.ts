import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allRoutes, chunkNamesOf, routeChunk, routeModule, sectionNames, splitRoutes} from './split-routes';
import {readGeneratedRegistry, readGeneratedRoutes} from '../../_internals/generated-files';
import {CHUNK_NAMES, ORDER_PROPS, REGISTRY_JS, ROUTES_JS} from '../../_internals/fixtures/tiny-site';
import {sectionKey} from '../section-key';

// Generated files as Docusaurus 3.10 writes them: plugins/_internals/fixtures/tiny-site.ts.

function split() {
  return splitRoutes({
    routes: readGeneratedRoutes(ROUTES_JS),
    chunkNames: CHUNK_NAMES,
    registry: readGeneratedRegistry(REGISTRY_JS),
    baseUrl: '/',
    parentComponent: '@theme/DocRoot',
  });
}

test('the section of a path is its first segment, in lower case; the home page has none', () => {
  assert.equal(sectionKey('/order/backup', '/'), 'order');
  assert.equal(sectionKey('/order/', '/'), 'order');
  assert.equal(sectionKey('/ORDER/Backup', '/'), 'order');
  assert.equal(sectionKey('/', '/'), undefined);
  assert.equal(sectionKey('/help/order/x', '/help/'), 'order');
  assert.equal(sectionKey('/other/x', '/help/'), undefined);
});

test('the doc routes move to their sections; the home page and the other routes stay', () => {
  const result = split();
  assert.deepEqual(result.parentIndexPath, [1]);
  assert.deepEqual([...result.sections.keys()], ['order', 'payment']);
  assert.deepEqual(result.sections.get('order')!.map((r) => r.path), ['/order/', '/order/backup']);
  assert.deepEqual(result.routes[1]!.routes!.map((r) => r.path), ['/']);
  assert.deepEqual(result.routes.map((r) => r.path), ['/search', '/', '*']);
});

test('a chunk goes with a section only when no other section and no route left in main uses it', () => {
  const result = split();
  assert.deepEqual(result.sectionChunks.get('order'), ['index', 'backup', 'orderProps']);
  assert.deepEqual(result.sectionChunks.get('payment'), ['cards']);
  // DocItem serves both sections and the home page; the home page's content stays with it.
  assert.deepEqual(result.mainChunks.sort(), ['item', 'root', 'welcome']);
});

test('the split needs exactly one parent route', () => {
  assert.throws(
    () => splitRoutes({routes: [], chunkNames: {}, registry: {}, baseUrl: '/', parentComponent: '@theme/DocRoot'}),
    /expected one route of @theme\/DocRoot, found 0/,
  );
});

test('the chunk names of a route entry are read at every depth', () => {
  assert.deepEqual(chunkNamesOf({__comp: 'a', __context: {plugin: 'b'}, items: [{content: 'c'}]}), ['a', 'b', 'c']);
});

test('each section gets a file name of its own, numbered when two keys come out the same', () => {
  const names = sectionNames(['order', 'оплата', 'доставка', 'working-with-server']);
  assert.equal(names.get('order'), 'order');
  assert.equal(names.get('working-with-server'), 'working-with-server');
  assert.equal(names.get('оплата'), '______');
  assert.equal(names.get('доставка'), '________');
  assert.deepEqual(sectionNames(['оп', 'до']), new Map([['оп', '__'], ['до', '__-2']]));
});

test('a route\'s component and props are found by their chunk names, anywhere in the tree', () => {
  const routes = allRoutes(readGeneratedRoutes(ROUTES_JS));
  assert.deepEqual(routes.map((route) => route.path), ['/search', '/', '/order/', '/order/backup', '/payment/cards', '/', '*']);
  const registry = readGeneratedRegistry(REGISTRY_JS);
  const landing = routes[2]!;
  assert.equal(routeChunk(landing, '__props', CHUNK_NAMES), 'orderProps');
  assert.equal(routeModule(landing, '__props', CHUNK_NAMES, registry), ORDER_PROPS);
  assert.equal(routeModule(landing, '__comp', CHUNK_NAMES, registry), '@theme/DocCategoryGeneratedIndexPage');
  assert.equal(routeChunk(routes[3]!, '__props', CHUNK_NAMES), undefined);
  assert.equal(routeModule(routes[6]!, '__comp', CHUNK_NAMES, registry), undefined, 'a route Docusaurus gave no chunks');
});
