/**
 * Measures the search against its targets and prints the figures (npm run bench:search; the
 * project's npm run bench calls it). Needs a build (npm run build). Prints:
 *  - the index shipped now: raw and gzip bytes (the .gz nginx serves with gzip_static);
 *  - the index at 10× the pages (synthetic, see tenfold()), raw and gzip;
 *  - query time in Chromium: p50/p95/max over every prefix of the e2e customer queries, as the
 *    dialog searches on each keystroke;
 *  - bytes a plain page view carries for search: the navbar button's code and styles, gzip.
 * Timings are printed, never asserted: machines differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import {collectDocs, serialiseIndex, INDEX_FILE} from '../plugins/search/build-index';
import type {SearchDoc} from '../src/lib/search/types';
import {SEARCH_CASES, NO_ANSWER_QUERY} from '../tests/e2e/search-queries';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'build');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB (${bytes} B)`;
const gzip = (data: string | Buffer) => zlib.gzipSync(data, {level: 9}).length;

function builtRoutes(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.posix.join(base, entry.name);
    if (entry.isDirectory()) return rel === 'assets' ? [] : builtRoutes(dir, rel);
    return entry.name === 'index.html' ? [`/${base}${base ? '/' : ''}`.replace(/\/+$/, '/').replace(/^\/\/$/, '/')] : [];
  });
}

/**
 * Ten times the pages, from the real ones: each copy gets its own route and has every eighth word
 * made new (a copy-specific suffix), because a bigger site brings new vocabulary as well as more
 * of the same words.
 */
function tenfold(docs: readonly SearchDoc[]): SearchDoc[] {
  const out: SearchDoc[] = [];
  for (let copy = 0; copy < 10; copy++) {
    for (const doc of docs) {
      const text = copy === 0 ? doc.text : doc.text.split(' ').map((w, i) => (i % 8 === 0 ? `${w}${copy}x` : w)).join(' ');
      out.push({...doc, id: out.length, url: copy === 0 ? doc.url : `${doc.url}-${copy}`, text});
    }
  }
  return out;
}

/** Every prefix a reader types on the way to each query (from 2 characters), plus the query itself. */
function typedQueries(): string[] {
  const all = [...SEARCH_CASES.map((c) => c.query), NO_ANSWER_QUERY];
  return all.flatMap((q) => Array.from({length: q.length - 1}, (_, i) => q.slice(0, i + 2)));
}

async function bundle(entry: string, external: string[] = []): Promise<string> {
  const result = await build({
    stdin: {contents: entry, resolveDir: root, loader: 'tsx'},
    bundle: true, minify: true, write: false, format: 'iife', platform: 'browser', target: 'es2022',
    external: [...external, '*.css'], jsx: 'automatic', logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Milliseconds per query, one array of rounds per query. */
async function queryTimes(indexJson: string): Promise<number[][]> {
  const code = await bundle(`
    import {loadSearchIndex, searchPages} from './src/lib/search/engine';
    (window as any).measure = (json: string, queries: string[], rounds: number) => {
      const index = loadSearchIndex(json);
      for (const q of queries) searchPages(index, q); // warm up
      const times: number[][] = queries.map(() => []);
      for (let r = 0; r < rounds; r++) queries.forEach((q, i) => {
        const t = performance.now();
        searchPages(index, q);
        times[i]!.push(performance.now() - t);
      });
      return times;
    };`);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><title>bench</title>');
    await page.addScriptTag({content: code});
    return await page.evaluate(([json, queries]) => (window as any).measure(json, queries, 5) as number[][], [indexJson, typedQueries()] as const);
  } finally {
    await browser.close();
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const indexFile = path.join(outDir, INDEX_FILE);
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const json = fs.readFileSync(indexFile, 'utf8');
  const shippedGz = fs.existsSync(`${indexFile}.gz`) ? fs.statSync(`${indexFile}.gz`).size : gzip(json);

  const docs = collectDocs(outDir, builtRoutes(outDir));
  const big = serialiseIndex(tenfold(docs));

  const perQuery = await queryTimes(json);
  const times = perQuery.flat().sort((a, b) => a - b);
  // The fastest of each query's rounds: its own cost, without the pauses a busy machine adds.
  const best = perQuery.map((rounds) => Math.min(...rounds)).sort((a, b) => a - b);

  // What every page carries for search: the navbar button (its code and its CSS module).
  const button = await bundle(`import SearchBar from './src/theme/SearchBar'; export {SearchBar};`,
    ['react', 'react/jsx-runtime', '@site/src/components/Search/SearchDialog']);
  const buttonCss = fs.readFileSync(path.join(root, 'src/theme/SearchBar/styles.module.css'), 'utf8');

  const lines = [
    `search index, current site (${docs.length} pages): ${kb(Buffer.byteLength(json))} raw, ${kb(shippedGz)} gzip (target ≤ 150 KB gzip)`,
    `search index, 10× pages (${docs.length * 10}, synthetic): ${kb(Buffer.byteLength(big))} raw, ${kb(gzip(big))} gzip`,
    `query time in Chromium, ${perQuery.length} typed queries × 5 rounds: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (target p95 ≤ 5 ms)`,
    `  best of 5 rounds per query: p50 ${percentile(best, 50).toFixed(2)} ms, p95 ${percentile(best, 95).toFixed(2)} ms, max ${best.at(-1)!.toFixed(2)} ms; load average now ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`,
    `added to a plain page view: search button ${kb(gzip(button))} JS + ${kb(gzip(buttonCss))} CSS gzip; no index, no search chunk`,
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
