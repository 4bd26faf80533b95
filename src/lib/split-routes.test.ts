import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allRoutes, chunkNamesOf, readGeneratedRegistry, readGeneratedRoutes, routeChunk, routeModule, sectionNames, splitRoutes} from './split-routes';
import {sectionKey} from './route-section';

// The shape Docusaurus 3.10 writes (.docusaurus/routes.js, registry.js, routesChunkNames.json).
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'be6'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '133'),
    routes: [
      {path: '/order/', component: ComponentCreator('/order/', 'e6c'), exact: true, sidebar: "docs"},
      {path: '/order/backup', component: ComponentCreator('/order/backup', '54e'), exact: true, sidebar: "docs"},
      {path: '/payment/cards', component: ComponentCreator('/payment/cards', '111'), exact: true, sidebar: "docs"},
      {path: '/', component: ComponentCreator('/', 'a98'), exact: true, sidebar: "docs"}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const REGISTRY_JS = [
  'export default {',
  entry('root', '@theme/DocRoot'),
  entry('item', '@theme/DocItem'),
  entry('index', '@theme/DocCategoryGeneratedIndexPage'),
  entry('backup', '@site/docs/order/backup.mdx'),
  entry('cards', '@site/docs/payment/cards.mdx'),
  entry('welcome', '@site/docs/welcome.mdx'),
  entry('orderProps', '@generated/docs/order.json').replace(/,$/, '};'),
].join('\n');

const CHUNK_NAMES = {
  '/search-be6': {__comp: 'search'},
  '/-133': {__comp: 'root'},
  '/order/-e6c': {__comp: 'index', __props: 'orderProps'},
  '/order/backup-54e': {__comp: 'item', content: 'backup'},
  '/payment/cards-111': {__comp: 'item', content: 'cards'},
  '/-a98': {__comp: 'item', content: 'welcome'},
};

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

test('the generated routes and registry are read as data', () => {
  const routes = readGeneratedRoutes(ROUTES_JS);
  assert.deepEqual(routes[0], {path: '/search', component: {path: '/search', hash: 'be6'}, exact: true});
  assert.deepEqual(routes[2], {path: '*', component: {path: '*'}});
  const registry = readGeneratedRegistry(REGISTRY_JS);
  assert.equal(Object.keys(registry).length, 7);
  assert.equal(registry.orderProps, '@generated/docs/order.json');
});

test('a registry line of another shape stops the build instead of being skipped', () => {
  assert.throws(() => readGeneratedRegistry(`export default {\n  "x": [() => import("y"), "y"],\n};`), /changed shape/);
  assert.throws(() => readGeneratedRoutes('module.exports = [];'), /changed shape/);
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
  assert.equal(routeModule(landing, '__props', CHUNK_NAMES, registry), '@generated/docs/order.json');
  assert.equal(routeModule(landing, '__comp', CHUNK_NAMES, registry), '@theme/DocCategoryGeneratedIndexPage');
  assert.equal(routeChunk(routes[3]!, '__props', CHUNK_NAMES), undefined);
  assert.equal(routeModule(routes[6]!, '__comp', CHUNK_NAMES, registry), undefined, 'a route Docusaurus gave no chunks');
});
