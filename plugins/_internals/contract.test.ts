/**
 * Every touch point of the register (README.md) against the installed Docusaurus and Rspack:
 * the files exist where the patterns look for them, the strings that are replaced are there, and
 * the generated files and data still have the shapes this project reads. Run after an upgrade:
 * a failure names the touch point to look at before the build or the readers find it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {VERIFIED_VERSIONS} from './verified-version';
import {CORE_CLIENT_DIR, CORE_PREFETCH_REQUEST, INTERNAL_FILES} from './module-paths';
import {readGeneratedFiles} from './generated-files';
import {SCRIPT_TAGS, BODY_END, templateWithScriptsStartedBy} from './ssr-template';

const MODULES = path.resolve(__dirname, '../../node_modules');
/** A file of an installed package, read from disk: the packages' export maps hide lib/ files from require.resolve. */
const installed = (file: string) => path.join(MODULES, file);
const read = (file: string) => fs.readFileSync(installed(file), 'utf8');

test('the installed versions are the ones the register was verified on', () => {
  for (const [name, version] of Object.entries(VERIFIED_VERSIONS)) {
    const found = (JSON.parse(read(`${name}/package.json`)) as {version: string}).version;
    assert.equal(
      found,
      version,
      `${name} is ${found}: check each touch point of plugins/_internals/README.md, then update verified-version.ts`,
    );
  }
});

test('each swapped or rewritten file is where its pattern looks for it', () => {
  for (const {pattern, file} of INTERNAL_FILES) {
    assert.ok(fs.existsSync(installed(file)), `${file} is gone`);
    assert.match(installed(file), pattern);
  }
});

test("core's client imports the prefetch helper as ./prefetch from its own folder (the prefetch swap)", () => {
  const dir = installed('@docusaurus/core/lib/client');
  assert.match(dir, CORE_CLIENT_DIR);
  const importers = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') && /from '(\.\/prefetch)'/.test(fs.readFileSync(path.join(dir, name), 'utf8')));
  assert.ok(importers.length > 0, 'no module of core/lib/client imports ./prefetch');
  assert.match('./prefetch', CORE_PREFETCH_REQUEST);
  assert.ok(fs.existsSync(path.join(dir, 'prefetch.js')), 'core/lib/client/prefetch.js (re-exported by core-prefetch.ts) is gone');
});

test("core's client bundle starts from clientEntry.js (the staged entry) and gets chunk URLs from __webpack_require__.gca (named chunks)", () => {
  assert.match(read('@docusaurus/core/lib/webpack/client.js'), /\.\.\/client\/clientEntry\.js/);
  assert.match(read('@docusaurus/core/lib/client/docusaurus.js'), /__webpack_require__\.gca\(/);
  assert.match(read('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'), /class ChunkAssetPlugin/);
});

test('the page template still has the script tags and the body end that the page-start template replaces', async () => {
  const {default: template} = (await import('@docusaurus/core/lib/ssg/ssgTemplate.html')) as {default: string};
  assert.match(template, SCRIPT_TAGS);
  assert.match(template, BODY_END);
  const result = templateWithScriptsStartedBy('start()', template);
  assert.ok(!SCRIPT_TAGS.test(result) && result.includes('<script>start()</script>') && result.includes('id="app-scripts"'));
});

test('core writes routes.js, registry.js and routesChunkNames.json in the shapes the section split reads', async () => {
  const {generateRouteFiles} = (await import(installed('@docusaurus/core/lib/server/codegen/codegenRoutes.js'))) as {
    generateRouteFiles: (input: {generatedFilesDir: string; routes: unknown[]}) => Promise<void>;
  };
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-files-'));
  try {
    const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
    const props = {version: {docs: {a: {id: 'a', title: 'A'}}, docsSidebars: {docs: []}}};
    await generateRouteFiles({
      generatedFilesDir,
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props,
          plugin,
          routes: [{path: '/order/a', component: '@theme/DocItem', modules: {content: '@site/docs/order/a.mdx'}, exact: true, plugin}],
        },
      ],
    });
    const {routes, registry, chunkNames} = readGeneratedFiles({generatedFilesDir});
    assert.equal(routes[0]!.path, '/');
    assert.equal(routes[0]!.routes![0]!.path, '/order/a');
    assert.equal(routes.at(-1)!.path, '*');
    const modules = Object.values(registry);
    assert.ok(
      modules.includes('@theme/DocVersionRoot') && modules.includes('@theme/DocItem') && modules.includes('@site/docs/order/a.mdx'),
    );
    // A route's props are a generated JSON file, named in the registry by its `__props` chunk.
    const rootChunks = Object.values(chunkNames)[0] as {__comp: string; __props: string};
    assert.equal(registry[rootChunks.__comp], '@theme/DocVersionRoot');
    assert.match(registry[rootChunks.__props]!, /^@generated\/.*\.json$/);
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
});

test("the docs plugin's version data and global data have the fields lean-docs-data and the section split trim", () => {
  const props = read('@docusaurus/plugin-content-docs/lib/props.js');
  assert.match(props, /docsSidebars: toSidebarsProp\(/);
  assert.match(props, /docs: toVersionDocsProp\(/);
  assert.match(read('@docusaurus/plugin-content-docs/lib/globalData.js'), /mainDocId: [\s\S]*docs: version\.docs/);
  assert.match(read('@docusaurus/plugin-content-docs/lib/routes.js'), /categoryGeneratedIndex,/);
});

test("the theme's internals that src/theme re-exports through this folder are still exported", () => {
  const internal = read('@docusaurus/theme-common/lib/internal.d.ts');
  for (const name of ['useAnnouncementBar', 'useTabs', 'useCodeBlockContext']) assert.match(internal, new RegExp(`\\b${name}\\b`), name);
  assert.match(read('@docusaurus/core/lib/client/browserContext.js'), /export const Context\b/);
  for (const sheet of ['TabItem', 'CodeBlock/Line', 'CodeBlock/Content']) {
    assert.ok(fs.existsSync(installed(`@docusaurus/theme-classic/lib/theme/${sheet}/styles.module.css`)), `${sheet}/styles.module.css`);
  }
});

test('the bundler still builds the minimizer and the PostCSS plugins that the bundle trims edit', () => {
  assert.match(read('@docusaurus/bundler/lib/minification.js'), /new rspack\.SwcJsMinimizerRspackPlugin\(/);
  assert.match(read('@docusaurus/bundler/lib/loaders/styleLoader.js'), /postcss-preset-env/);
});

test("core still gives Rspack's persistent cache a version, which build-cache extends per variant", () => {
  const base = read('@docusaurus/core/lib/webpack/base.js');
  assert.match(base, /experiments\.cache = \{\s*type: 'persistent',/);
  assert.match(base, /version: `\$\{getCacheName\(\)\}-\$\{getCacheVersion\(\)\}`/);
});
