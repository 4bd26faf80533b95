/**
 * Measures the search against its targets, the whole single index (as shipped before issue 26)
 * beside the fragmented index (as shipped now), on the real corpus and on ten times the pages
 * (npm run bench:search; the project's npm run bench calls it). Needs a build (npm run build):
 * both indexes are built here from its pages, so both columns hold the same pages. Prints:
 *  - bytes of the first search, brotli as nginx sends it, search code included: the search chunk
 *    of the build, plus, for the single index, the index file; for the fragmented one, its core
 *    and every fragment and document chunk a fresh page fetches for the query, typed at once and
 *    typed letter by letter (the dialog searches on each letter): median and largest over the
 *    e2e customer queries;
 *  - first keystroke to first results in Chromium at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate),
 *    network aside (the files are handed to the page from memory): loading the index (parse and
 *    build, or open the core) and the first query, for every fourth e2e query typed whole, median
 *    and largest; then the first query alone, the index opened before the keystroke as the
 *    button's intent starts it (the fragmented index still fetches the query's fragments);
 *    engine only, the dialog's rendering aside;
 *  - query time p95 at 1×, every prefix of the e2e queries once the index holds what they need;
 *  - recall@1 and @3 on src/lib/search/evaluation/queries.json (the dialog's order).
 * Timings are printed, never asserted: machines differ.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {build} from 'esbuild';
import {chromium, type Page} from '@playwright/test';
import {collectDocs, fragmentFiles, serialiseIndex} from '../plugins/search/build-index';
import {readCatalog} from '../plugins/shared/doc-catalog';
import {createSearchIndex, searchPages} from '../src/lib/search/engine';
import {CORE_FILE} from '../src/lib/search/fragment-format';
import {FragmentedIndex} from '../src/lib/search/fragmented-index';
import {DIALOG_RESULTS, answerRank, dialogOrder, recall, type EvaluationQuery} from '../src/lib/search/evaluation/recall';
import type {PageHit, SearchDoc} from '../src/lib/search/types';
import {SEARCH_CASES, NO_ANSWER_QUERY} from '../tests/e2e/search-queries';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'build');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const brotli = (data: string | Buffer) => zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
const gzip = (data: string | Buffer) => zlib.gzipSync(data, {level: 9}).length;
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/**
 * Ten times the pages, from the real ones: each copy gets its own route and has every eighth word
 * made new (a copy-specific suffix), because a bigger site brings new vocabulary as well as more
 * of the same words.
 */
function tenfold(docs: readonly SearchDoc[]): SearchDoc[] {
  const out: SearchDoc[] = [];
  for (let copy = 0; copy < 10; copy++) {
    for (const doc of docs) {
      const text =
        copy === 0
          ? doc.text
          : doc.text
              .split(' ')
              .map((w, i) => (i % 8 === 0 ? `${w}${copy}x` : w))
              .join(' ');
      out.push({...doc, id: out.length, url: copy === 0 ? doc.url : `${doc.url}-${copy}`, text});
    }
  }
  return out;
}

const QUERIES = [...SEARCH_CASES.map((c) => c.query), NO_ANSWER_QUERY];
/**
 * The queries timed from the first keystroke: every fourth one (loading the whole index at ten
 * times the pages takes seconds at 4× CPU, once per query).
 */
const TIMED = QUERIES.filter((_, i) => i % 4 === 0);

/** Every prefix a reader types on the way to a query (from 2 characters), the query itself last. */
function prefixes(query: string): string[] {
  return Array.from({length: query.length - 1}, (_, i) => query.slice(0, i + 2));
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const median = (values: readonly number[]) => percentile(values, 50);

/** The build's search chunk, as nginx sends it (its .br). */
function searchCodeBytes(): number {
  const dir = path.join(outDir, 'assets/js');
  const chunk = fs.readdirSync(dir).find((f) => /^search\.[0-9a-f]+\.js$/.test(f));
  if (!chunk) throw new Error('no search chunk in build/assets/js: run npm run build first');
  const file = path.join(dir, chunk);
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : brotli(fs.readFileSync(file));
}

/** Brotli bytes of each file of the fragmented index, as write-index.ts compresses them. */
function sizes(files: Map<string, string>): Map<string, number> {
  return new Map([...files].map(([name, text]) => [name, brotli(text)]));
}

/** Brotli bytes a fresh page fetches for the queries, searched one after another (core included). */
async function fetchedBytes(files: Map<string, string>, size: Map<string, number>, queries: readonly string[]): Promise<number> {
  const index = await FragmentedIndex.open(async (name) => files.get(name)!);
  for (const q of queries) await index.search(q, DIALOG_RESULTS);
  return [CORE_FILE, ...index.requested].reduce((sum, name) => sum + size.get(name)!, 0);
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: {contents: entry, resolveDir: root, loader: 'ts'},
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * In the page: `single(json, query)` parses the whole index and searches; `fragmented(json, query)`
 * (json unused) opens the core and searches, fetching fragments from the files handed over
 * (`setFiles`); the `…Ready` pair times the search alone; each returns its milliseconds.
 * `prefixTimes` times every prefix once everything they need is loaded.
 */
const PAGE_CODE = `
  import {loadSearchIndex, searchPages} from './src/lib/search/engine';
  import {FragmentedIndex} from './src/lib/search/fragmented-index';
  let files = new Map();
  const w = window as any;
  w.setFiles = (entries) => { files = new Map(entries); };
  const read = async (name) => files.get(name);
  w.single = (json, query) => {
    const t = performance.now();
    const hits = searchPages(loadSearchIndex(json), query).hits.slice(0, 8);
    if (!hits.length && query.length > 40) throw new Error('no hits');
    return performance.now() - t;
  };
  w.fragmented = async (_json, query) => {
    const t = performance.now();
    const index = await FragmentedIndex.open(read);
    await index.search(query, 8);
    return performance.now() - t;
  };
  // The index opened before the keystroke, as the navbar button's intent (hover, focus) starts it.
  w.singleReady = (json, query) => {
    const index = loadSearchIndex(json);
    const t = performance.now();
    searchPages(index, query);
    return performance.now() - t;
  };
  w.fragmentedReady = async (_json, query) => {
    const index = await FragmentedIndex.open(read);
    const t = performance.now();
    await index.search(query, 8);
    return performance.now() - t;
  };
  w.prefixTimes = async (json, queries, kind) => {
    const times = [];
    if (kind === 'single') {
      const index = loadSearchIndex(json);
      for (const q of queries) searchPages(index, q);
      for (const q of queries) { const t = performance.now(); searchPages(index, q); times.push(performance.now() - t); }
    } else {
      const index = await FragmentedIndex.open(read);
      for (const q of queries) await index.search(q, 8);
      for (const q of queries) { const t = performance.now(); await index.search(q, 8); times.push(performance.now() - t); }
    }
    return times;
  };
`;

interface Timing {
  firstAt1: number[];
  firstAt4: number[];
  readyAt1: number[];
  readyAt4: number[];
  p95: number;
}

async function timings(page: Page, kind: 'single' | 'fragmented', json: string, files: Map<string, string>): Promise<Timing> {
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate((entries) => (window as any).setFiles(entries), [...files]);
  const first = async (rate: number, ready: boolean) => {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    const out: number[] = [];
    const fn = `${kind}${ready ? 'Ready' : ''}`;
    for (const q of TIMED) out.push(await page.evaluate(([f, j, query]) => (window as any)[f](j, query) as number, [fn, json, q] as const));
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    return out;
  };
  const firstAt1 = await first(1, false);
  const firstAt4 = await first(4, false);
  const readyAt1 = await first(1, true);
  const readyAt4 = await first(4, true);
  const all = QUERIES.flatMap(prefixes);
  const times = await page.evaluate(([j, qs, k]) => (window as any).prefixTimes(j, qs, k) as Promise<number[]>, [json, all, kind] as const);
  return {firstAt1, firstAt4, readyAt1, readyAt4, p95: percentile(times, 95)};
}

function recallOf(ranked: PageHit[][]): string {
  const set = evaluationSet();
  const r = recall(ranked.map((hits, i) => answerRank(dialogOrder(hits), set[i]!.answers)));
  return `@1 ${(r.atOne * 100).toFixed(1)} %, @3 ${(r.atThree * 100).toFixed(1)} %`;
}

function evaluationSet(): EvaluationQuery[] {
  return JSON.parse(fs.readFileSync(path.join(root, 'src/lib/search/evaluation/queries.json'), 'utf8')) as EvaluationQuery[];
}

async function corpus(name: string, docs: readonly SearchDoc[], page: Page, code: number): Promise<string[]> {
  const json = serialiseIndex(docs);
  const files = fragmentFiles(docs);
  const size = sizes(files);
  const singleBr = brotli(json);
  const fragmentCount = [...files.keys()].filter((f) => /\/t\d+\.json$/.test(f)).length;
  const chunkCount = [...files.keys()].filter((f) => /\/d\d+\.json$/.test(f)).length;

  const whole: number[] = [];
  const typed: number[] = [];
  for (const q of QUERIES) {
    whole.push(await fetchedBytes(files, size, [q]));
    typed.push(await fetchedBytes(files, size, prefixes(q)));
  }

  const set = evaluationSet();
  const full = createSearchIndex(docs);
  const singleRecall = recallOf(set.map((q) => searchPages(full, q.query).hits));
  const fragmented = await FragmentedIndex.open(async (n) => files.get(n)!);
  const fragmentedHits: PageHit[][] = [];
  for (const q of set) fragmentedHits.push((await fragmented.search(q.query, DIALOG_RESULTS)).hits);
  const fragmentedRecall = recallOf(fragmentedHits);

  const single = await timings(page, 'single', json, files);
  const frag = await timings(page, 'fragmented', '', files);
  const spread = (v: number[]) => `${ms(median(v))} (max ${ms(Math.max(...v))})`;

  return [
    `### ${name}: ${docs.length} pages`,
    '',
    '| Figure | Single index (before) | Fragmented index (now) |',
    '|---|---:|---:|',
    `| Index files | 1 file, ${kb(singleBr)} brotli (${kb(gzip(json))} gzip, as nginx sent it before: it had no .br) | core ${kb(size.get(CORE_FILE)!)} + ${fragmentCount} postings fragments + ${chunkCount} document chunks, ${kb([...size.values()].reduce((a, b) => a + b, 0))} in all |`,
    `| First search, query typed at once: bytes, brotli, code included (median / largest) | ${kb(code + singleBr)} | ${kb(code + median(whole))} / ${kb(code + Math.max(...whole))} |`,
    `| First search, typed letter by letter (median / largest) | ${kb(code + singleBr)} | ${kb(code + median(typed))} / ${kb(code + Math.max(...typed))} |`,
    `| First keystroke to first results, 1× CPU, median (largest) | ${spread(single.firstAt1)} | ${spread(frag.firstAt1)} |`,
    `| First keystroke to first results, 4× CPU, median (largest) | ${spread(single.firstAt4)} | ${spread(frag.firstAt4)} |`,
    `| The same with the index opened before the keystroke (at intent), 1× | ${spread(single.readyAt1)} | ${spread(frag.readyAt1)} |`,
    `| The same with the index opened before the keystroke (at intent), 4× | ${spread(single.readyAt4)} | ${spread(frag.readyAt4)} |`,
    `| Query time p95, 1×, every prefix of the queries | ${ms(single.p95)} | ${ms(frag.p95)} |`,
    `| Recall on queries.json (${set.length} queries) | ${singleRecall} | ${fragmentedRecall} |`,
    '',
  ];
}

async function main(): Promise<void> {
  // The routes the plugin indexes (Docusaurus's routesPaths): the docs', as the catalog lists them.
  const docs = collectDocs(
    outDir,
    readCatalog().map((d) => d.route),
  );
  if (docs.length === 0) throw new Error('no searchable page in build/: run npm run build first');
  const code = searchCodeBytes();
  const script = await bundle(PAGE_CODE);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const lines = [
    `Search, single index against fragmented index (search code ${kb(code)} brotli in both columns; load average ${os.loadavg()[0]!.toFixed(1)}).`,
    'First keystroke to first results: the index loaded from memory (network aside) and the first query, in Chromium; the e2e customer queries.',
    '',
  ];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><title>bench</title>');
    await page.addScriptTag({content: script});
    const factors = (process.env.BENCH_SEARCH_FACTORS ?? '1,10').split(',');
    console.log(lines.join('\n'));
    if (factors.includes('1')) console.log((await corpus('Real corpus', docs, page, code)).join('\n'));
    if (factors.includes('10'))
      console.log((await corpus('Ten times the pages (synthetic, tenfold())', tenfold(docs), page, code)).join('\n'));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
