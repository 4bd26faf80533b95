import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(__filename);
const {sortKeysByCodeUnit} = require('./theme-key-sort-loader.cjs') as {sortKeysByCodeUnit: (source: string) => string};
// The file itself, read from disk: the package's exports map hides it from require.resolve.
const installed = fs.readFileSync(
  require.resolve('@docusaurus/theme-common').replace(/lib[\\/]index\.js$/, 'lib/utils/reactUtils.js'),
  'utf8',
);

test('the installed theme sorts with localeCompare, and the loader replaces that sort', () => {
  const rewritten = sortKeysByCodeUnit(installed);
  assert.ok(installed.includes('localeCompare'));
  assert.ok(!rewritten.includes('localeCompare'));
  assert.equal(
    rewritten.length - installed.length,
    'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));'.length - 'deps.sort((a, b) => a[0].localeCompare(b[0]));'.length,
  );
});

test('the code-unit sort orders property names the same way every time', () => {
  const source = sortKeysByCodeUnit(
    'const deps = Object.entries(obj);\ndeps.sort((a, b) => a[0].localeCompare(b[0]));\nmodule.exports = deps;',
  );
  const run = (obj: object) => {
    const module = {exports: [] as [string, unknown][]};
    new Function('obj', 'module', source)(obj, module);
    return module.exports.map(([key]) => key);
  };
  assert.deepEqual(run({subtree: 1, attributes: 2, childList: 3}), ['attributes', 'childList', 'subtree']);
  assert.deepEqual(run({childList: 3, subtree: 1, attributes: 2}), ['attributes', 'childList', 'subtree']);
  assert.deepEqual(run({b: 1, B: 2, a: 3}), ['B', 'a', 'b']);
});

test('a theme that no longer has the line stops the build with this plugin named', () => {
  assert.throws(
    () => sortKeysByCodeUnit('export function useShallowMemoObject(obj) { return obj; }'),
    /plugins\/bundle-trims\/theme-key-sort\.ts/,
  );
});
