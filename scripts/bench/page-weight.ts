/**
 * What a page costs the reader before it works: the scripts and style sheets Chromium fetched
 * before React hydrated the page (Docusaurus marks <html data-has-hydrated>), their sizes raw and
 * gzipped (level 9, from the build's files, so the figure does not depend on the server), and the
 * whole first view (page, code, styles, images).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {firstViewAssets, sameOriginPath, type ResourceEntry} from './first-view';
import {EMITTED_FOLDER} from '../../plugins/section-split/build/emit-modules';

export interface Size {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  js: Size;
  /** The same scripts' bytes as the project's nginx sent them (brotli where a .br file exists). */
  jsServed: number;
  jsFiles: number;
  css: Size;
  firstView: Size;
}

export function fileSize(file: string): Size {
  const data = fs.readFileSync(file);
  return {raw: data.length, gzip: zlib.gzipSync(data, {level: 9}).length};
}

function sum(sizes: Size[]): Size {
  return sizes.reduce((a, b) => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip}), {raw: 0, gzip: 0});
}

function builtFile(outDir: string, urlPath: string): string {
  const file = path.join(outDir, decodeURIComponent(urlPath));
  return fs.existsSync(file) && fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
}

export async function measurePageWeight(origin: string, route: string, outDir: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      // Polled rather than observed: a MutationObserver set up this early missed React Helmet's
      // attribute change in Chromium. 5 ms is well below the gap between two chunk requests.
      const timer = setInterval(() => {
        if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
          (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
          clearInterval(timer);
        }
      }, 5);
    });
    const response = await page.goto(origin + route, {waitUntil: 'load'});
    if (!response?.ok()) throw new Error(`${origin + route} answered ${response?.status()}`);
    await page.waitForFunction(() => (window as unknown as {hydratedAt?: number}).hydratedAt !== undefined, undefined, {timeout: 30_000});
    const {entries, hydratedAt} = await page.evaluate(() => ({
      entries: performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        startTime: e.startTime,
        initiatorType: (e as PerformanceResourceTiming).initiatorType,
        encodedBodySize: (e as PerformanceResourceTiming).encodedBodySize,
      })) as ResourceEntry[],
      hydratedAt: (window as unknown as {hydratedAt: number}).hydratedAt,
    }));
    const assets = firstViewAssets(entries, hydratedAt, origin);
    const js = assets.js.map((p) => fileSize(builtFile(outDir, p)));
    const css = assets.css.map((p) => fileSize(builtFile(outDir, p)));
    const others = entries
      .filter((e) => e.startTime <= hydratedAt && !e.name.endsWith('.js'))
      .map((e) => sameOriginPath(e.name, origin))
      .filter((p): p is string => p !== undefined && !p.endsWith('.js') && !p.endsWith('.css'));
    const rest = [...new Set([route, ...others])]
      .map((p) => builtFile(outDir, p))
      .filter((f) => fs.existsSync(f))
      .map(fileSize);
    return {js: sum(js), jsServed: assets.jsServedBytes, jsFiles: js.length, css: sum(css), firstView: sum([...js, ...css, ...rest])};
  } finally {
    await browser.close();
  }
}

/** The largest script chunk of a build. */
export function largestChunk(outDir: string): Size {
  const dir = path.join(outDir, 'assets/js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fileSize(path.join(dir, name)))
    .reduce((a, b) => (b.raw > a.raw ? b : a), {raw: 0, gzip: 0});
}

/**
 * The navigation data every page carries: the generated route table, chunk registry, route→chunk
 * map and plugins' global data that Docusaurus bundles into main.js, plus the docs sidebar chunk
 * (the script holding the `"docsSidebars":` data, not the code that reads that key). Both grow with the number of pages in stock Docusaurus.
 * Where plugins/section-split has split the route table, main.js carries its share instead:
 * the routes outside the sections, the shared registry, and the section loaders; and where it has
 * split the sidebar, a doc page carries the shell plus its own section's items (counted here for
 * the largest section) in that section's script.
 */
export function navigationData(siteDir: string, outDir: string, split: boolean): {routes: Size; sidebar: Size} {
  const generated = path.join(siteDir, '.docusaurus');
  // A renamed folder or file must fail the bench, not silently weigh stock's files instead (the
  // rename of section-routes to section-split did, until this check).
  if (split !== fs.existsSync(path.join(generated, EMITTED_FOLDER))) {
    throw new Error(`bench: ${siteDir} ${split ? 'has no' : 'unexpectedly has a'} .docusaurus/${EMITTED_FOLDER} folder`);
  }
  const inMain = split
    ? [
        `${EMITTED_FOLDER}/routes.js`,
        `${EMITTED_FOLDER}/registry.client.js`,
        `${EMITTED_FOLDER}/routesChunkNames.client.js`,
        `${EMITTED_FOLDER}/sections.js`,
      ]
    : ['routes.js', 'registry.js', 'routesChunkNames.json'];
  const routes = [...inMain, 'globalData.json']
    .map((name) => path.join(generated, name))
    .filter((file) => {
      if (fs.existsSync(file)) return true;
      if (file.endsWith('globalData.json')) return false; // no plugin wrote global data
      throw new Error(`bench: ${file} is missing (renamed in plugins/section-split or by Docusaurus?)`);
    })
    .map(fileSize);
  const dir = path.join(outDir, 'assets/js');
  const sidebars = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes('"docsSidebars":'))
    .map((name) => fileSize(path.join(dir, name)));
  const sectionSidebars = split
    ? fs
        .readdirSync(path.join(generated, EMITTED_FOLDER))
        .filter((name) => /^sidebar-.*\.json$/.test(name))
        .map((name) => fileSize(path.join(generated, EMITTED_FOLDER, name)))
    : [];
  const largestSection = sectionSidebars.reduce((a, b) => (b.gzip > a.gzip ? b : a), {raw: 0, gzip: 0});
  return {routes: sum(routes), sidebar: sum([...sidebars, largestSection])};
}
