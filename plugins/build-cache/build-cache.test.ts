import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Configuration} from 'webpack';
import {separatePersistentCache} from '../_internals/bundler-config';
import buildCachePlugin from '.';

const withCache = (): Configuration => ({experiments: {cache: {type: 'persistent', version: 'client-production-uk-3.10.2-abc'}}}) as never;
const versionOf = (config: Configuration) => (config.experiments as {cache: {version: string}}).cache.version;

test("each variant's cache gets a version of its own", () => {
  const stock = withCache();
  const patched = withCache();
  separatePersistentCache('test', stock, 'stock-policies-site');
  separatePersistentCache('test', patched, 'patched-policies-site');
  assert.equal(versionOf(stock), 'client-production-uk-3.10.2-abc-stock-policies-site');
  assert.notEqual(versionOf(stock), versionOf(patched));
});

test('a build without a persistent cache is left as it is', () => {
  const config: Configuration = {experiments: {}};
  separatePersistentCache('test', config, 'stock');
  assert.deepEqual(config, {experiments: {}});
});

test('a cache of another shape stops the build with the name of the plugin', () => {
  assert.throws(
    () => separatePersistentCache('build-cache', {experiments: {cache: true}} as never, 'stock'),
    /build-cache: .*persistent cache/,
  );
});

test('the plugin edits the config it is given, on the client and the server', () => {
  const plugin = buildCachePlugin('stock-policies-alternative')();
  for (const isServer of [false, true]) {
    const config = withCache();
    (plugin.configureWebpack as (config: Configuration, isServer: boolean) => unknown)(config, isServer);
    assert.match(versionOf(config), /-stock-policies-alternative$/);
  }
});
