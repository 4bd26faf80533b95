/**
 * Only plugins/_internals may name Docusaurus's or Rspack's internals: files inside their
 * packages' lib/ folders, theme-common's `internal` entry, the generated `@generated/*` modules,
 * module swaps, loader rules, the page template, Docusaurus's own bundler plugins and runtime
 * globals. Everything else reaches them through this folder, so that an upgrade has one place to
 * look at (README.md, the register). Comments may mention them; code may not.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['plugins', 'src', 'scripts', 'tests', 'docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];
const QUARANTINE = path.join('plugins', '_internals');
const CODE = /\.(ts|tsx|js|cjs|mjs|mts|jsx)$/;

/** What counts as naming an internal, each with the reason it is one. */
export const INTERNAL_REFERENCES: {pattern: RegExp; what: string}[] = [
  {pattern: /@docusaurus\/[\w-]+\/lib\//, what: "a file inside a Docusaurus package's lib/ folder"},
  {pattern: /@docusaurus\[\\\\\/\]/, what: 'a pattern matching paths inside a Docusaurus package'},
  {pattern: /theme-common\/internal/, what: "theme-common's internal entry"},
  {pattern: /@generated\//, what: 'a module Docusaurus generates in .docusaurus/'},
  {pattern: /NormalModuleReplacementPlugin/, what: 'a module swap'},
  {pattern: /\buse:\s*\[?\s*\{?\s*loader\b|\bmodule:\s*\{\s*rules\b/, what: 'a loader rule'},
  {pattern: /ssgTemplate/, what: "Docusaurus's page template"},
  {pattern: /ChunkAssetPlugin|__webpack_require__\.gca/, what: "Docusaurus's chunk URL plugin or its runtime global"},
  {pattern: /SwcJsMinimizerRspackPlugin|getSwcJsMinimizerOptions/, what: "Docusaurus's minimizer"},
  {pattern: /config\.entry\b/, what: "Docusaurus's client entry"},
];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return CODE.test(entry) ? [entry] : [];
  return fs.readdirSync(full, {withFileTypes: true}).flatMap((child) => {
    const relative = path.join(entry, child.name);
    if (child.name === 'node_modules' || relative === QUARANTINE) return [];
    return files(relative);
  });
}

/** The code of a source file without its comments (a `//` after a colon, as in a URL, stays). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

export function internalReferences(source: string): string[] {
  const code = withoutComments(source);
  return INTERNAL_REFERENCES.filter(({pattern}) => pattern.test(code)).map(({what}) => what);
}

test('the scan sees each kind of internal reference, and not one in a comment', () => {
  assert.deepEqual(internalReferences("import x from '@docusaurus/core/lib/client/preload.js';"), [
    "a file inside a Docusaurus package's lib/ folder",
  ]);
  assert.deepEqual(internalReferences('const A = /@docusaurus[\\\\/]core[\\\\/]lib/;'), [
    'a pattern matching paths inside a Docusaurus package',
  ]);
  assert.deepEqual(internalReferences("import {useTabs} from '@docusaurus/theme-common/internal';"), ["theme-common's internal entry"]);
  assert.deepEqual(internalReferences("import routes from '@generated/routes';"), ['a module Docusaurus generates in .docusaurus/']);
  assert.deepEqual(internalReferences('new bundler.NormalModuleReplacementPlugin(a, b);'), ['a module swap']);
  assert.deepEqual(internalReferences("rules: [{test: /x/, use: [{loader: path.resolve('x.cjs')}]}]"), ['a loader rule']);
  assert.deepEqual(internalReferences("esbuild.build({stdin: {contents: x, loader: 'tsx'}});"), []);
  assert.deepEqual(
    internalReferences("// see @docusaurus/core/lib/client/preload.js\n/* @generated/routes */\nconst url = 'https://x';"),
    [],
  );
});

test('no code outside plugins/_internals names an internal', () => {
  const found = SCANNED.flatMap(files).flatMap((file) =>
    internalReferences(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((what) => `${file}: ${what}`),
  );
  assert.deepEqual(found, [], 'route these through plugins/_internals and list them in its README.md');
});
