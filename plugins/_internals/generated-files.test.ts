import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readGeneratedRegistry, readGeneratedRoutes, registryCode, routesCode} from './generated-files';
import {ORDER_PROPS, REGISTRY_JS, ROUTES_JS} from './fixtures/tiny-site';

test('the generated routes and registry are read as data', () => {
  const routes = readGeneratedRoutes(ROUTES_JS);
  assert.deepEqual(routes[0], {path: '/search', component: {path: '/search', hash: 'be6'}, exact: true});
  assert.deepEqual(routes[2], {path: '*', component: {path: '*'}});
  const registry = readGeneratedRegistry(REGISTRY_JS);
  assert.equal(Object.keys(registry).length, 7);
  assert.equal(registry.orderProps, ORDER_PROPS);
});

test('a registry line of another shape stops the build instead of being skipped', () => {
  assert.throws(() => readGeneratedRegistry(`export default {\n  "x": [() => import("y"), "y"],\n};`), /changed shape/);
  assert.throws(() => readGeneratedRoutes('module.exports = [];'), /changed shape/);
});

test('what this project writes in those formats reads back the same', () => {
  const routes = readGeneratedRoutes(ROUTES_JS);
  assert.deepEqual(readGeneratedRoutes(`export default ${routesCode(routes)};`), routes);
  const registry = readGeneratedRegistry(REGISTRY_JS);
  const written = registryCode(registry, ['backup', 'orderProps']);
  assert.match(
    written,
    /"backup": \[\(\) => import\(\/\* webpackChunkName: "backup" \*\/ "@site\/docs\/order\/backup.mdx"\), "backup", require.resolveWeak/,
  );
});
