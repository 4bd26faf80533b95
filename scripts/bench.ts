/**
 * `npm run bench`: this help centre beside stock Docusaurus (bench/stock/) on the same articles,
 * then on a synthetic corpus of 10× the pages. For each corpus and site: cold and warm build time
 * (medians of BENCH_RUNS builds, default 3, or BENCH_RUNS_10X for the 10× corpus, default 2),
 * peak memory, what a doc page loads before hydration, the first view's bytes, the largest chunk,
 * the navigation data every page carries, and Lighthouse mobile on three pages served by the
 * project's nginx (medians of BENCH_LH_RUNS audits per page, default 3). Prints Markdown tables,
 * writes them to a dated report in perf/reports/ (scripts/bench/report-file.ts), and keeps them,
 * with the raw figures, in .tmp/bench/. Method: perf/README.md.
 *   BENCH_FACTORS=1 npm run bench     only the real corpus
 *   PORT=4194 npm run bench           the port nginx serves the builds on while measuring
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {timeBuild, type BuildRun} from './bench/build-timer';
import {auditPages} from './bench/lighthouse-run';
import type {LighthouseFigures} from './bench/lighthouse-figures';
import {largestChunk, measurePageWeight, navigationData, type PageWeight, type Size} from './bench/page-weight';
import {median} from './bench/stats';
import {comparedTable, growthTable, type ComparedRow, type Unit} from './bench/table';
import {reportPath, reportText, type RunFacts} from './bench/report-file';
import {clearBuildCaches, prepareWorkspace} from './bench/workspace';

const projectDir = path.resolve(__dirname, '..');
const port = Number(process.env.PORT ?? 4194);
const origin = `http://127.0.0.1:${port}`;
const factors = (process.env.BENCH_FACTORS ?? '1,10').split(',').map(Number);
const runsFor = (factor: number) => Number(factor === 1 ? (process.env.BENCH_RUNS ?? 3) : (process.env.BENCH_RUNS_10X ?? 2));
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);

/** A welcome page, a long how-to with tabs and code, a section index: the site's three page shapes. */
const SAMPLE_PAGES = ['/', '/working-with-server/lan/howto', '/order/backup/'];
/** The doc page whose first-view code the tables show. */
const DOC_PAGE = '/working-with-server/lan/howto';

interface SiteFigures {
  cold: BuildRun[];
  warm: BuildRun[];
  weight: PageWeight;
  largest: Size;
  navigation: {routes: Size; sidebar: Size};
  lighthouse: Map<string, LighthouseFigures>;
}

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/**
 * Serves a build with the project's nginx configuration and the Content-Security-Policy written
 * beside that build; stock Docusaurus writes none, and gets a file that sends no policy (ours would
 * block its inline scripts).
 */
function serve(siteDir: string, root: string): void {
  let cspConf = path.join(siteDir, 'build-nginx/csp.conf');
  if (!fs.existsSync(cspConf)) {
    cspConf = path.join(siteDir, 'no-csp.conf');
    fs.writeFileSync(cspConf, 'set $help_centre_csp "";\n');
  }
  const env = {...process.env, PORT: String(port), SERVE_ROOT: root, CSP_CONF: cspConf};
  const run = spawnSync('bash', ['scripts/serve.sh', '--daemon'], {cwd: projectDir, env, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`serve.sh failed: ${run.stderr}`);
}

function stopServing(): void {
  spawnSync('bash', ['scripts/serve.sh', '--stop'], {cwd: projectDir, env: {...process.env, PORT: String(port)}});
}

/**
 * Cold and warm builds of both sites, alternating (this site, stock, this site, …): the machine is
 * shared, and a load spike then falls on both sides instead of on one.
 */
function timeBuilds(sites: {name: string; siteDir: string; outDir: string}[], runs: number): {cold: BuildRun[]; warm: BuildRun[]}[] {
  const times = sites.map(() => ({cold: [] as BuildRun[], warm: [] as BuildRun[]}));
  for (let i = 0; i < runs; i++) {
    for (const kind of ['cold', 'warm'] as const) {
      sites.forEach((site, s) => {
        if (kind === 'cold') clearBuildCaches(site.siteDir);
        const run = timeBuild(projectDir, site.siteDir, site.outDir);
        times[s]![kind].push(run);
        log(`${site.name}: ${kind} build ${i + 1}/${runs}: ${run.seconds} s`);
      });
    }
  }
  return times;
}

async function measureServed(
  name: string,
  siteDir: string,
  outDir: string,
  builds: {cold: BuildRun[]; warm: BuildRun[]},
  splitsSections: boolean,
): Promise<SiteFigures> {
  serve(siteDir, outDir);
  try {
    const weight = await measurePageWeight(origin, DOC_PAGE, outDir);
    log(`${name}: first-view JS ${weight.js.gzip} B gzip in ${weight.jsFiles} files; Lighthouse…`);
    const lighthouse = await auditPages(origin, SAMPLE_PAGES, lighthouseRuns);
    return {...builds, weight, largest: largestChunk(outDir), navigation: navigationData(siteDir, outDir, splitsSections), lighthouse};
  } finally {
    stopServing();
  }
}

function rows(site: SiteFigures, stock: SiteFigures): ComparedRow[] {
  const row = (label: string, unit: Unit, pick: (f: SiteFigures) => number | undefined): ComparedRow => ({
    label,
    unit,
    site: pick(site),
    stock: pick(stock),
  });
  const result: ComparedRow[] = [
    row('Cold build (median)', 'seconds', (f) => median(f.cold.map((r) => r.seconds))),
    row('Warm build (median)', 'seconds', (f) => median(f.warm.map((r) => r.seconds))),
    row('Peak memory of the build', 'megabytes', (f) =>
      Math.max(...f.cold.map((r) => r.peakMegabytes), ...f.warm.map((r) => r.peakMegabytes)),
    ),
    row('JS before hydration, raw', 'bytes', (f) => f.weight.js.raw),
    row('JS before hydration, gzip', 'bytes', (f) => f.weight.js.gzip),
    row('JS before hydration, as nginx sent it', 'bytes', (f) => f.weight.jsServed),
    row('Script files before hydration', 'count', (f) => f.weight.jsFiles),
    row('CSS before hydration, raw', 'bytes', (f) => f.weight.css.raw),
    row('CSS before hydration, gzip', 'bytes', (f) => f.weight.css.gzip),
    row('First view total, gzip', 'bytes', (f) => f.weight.firstView.gzip),
    row('Largest JS chunk, raw', 'bytes', (f) => f.largest.raw),
    row('Largest JS chunk, gzip', 'bytes', (f) => f.largest.gzip),
    row('Route data in main bundle (source, gzip)', 'bytes', (f) => f.navigation.routes.gzip),
    row('Sidebar data a doc page loads, gzip', 'bytes', (f) => f.navigation.sidebar.gzip),
  ];
  for (const page of SAMPLE_PAGES) {
    const lh = (f: SiteFigures) => f.lighthouse.get(page);
    result.push(
      row(`Lighthouse mobile performance ${page}`, 'score', (f) => lh(f)?.performance),
      row(`LCP ${page}`, 'milliseconds', (f) => lh(f)?.lcpMs),
      row(`TBT ${page}`, 'milliseconds', (f) => lh(f)?.tbtMs),
      row(`CLS ${page}`, 'shift', (f) => lh(f)?.cls),
    );
  }
  const worst = (f: SiteFigures, key: 'accessibility' | 'bestPractices' | 'seo') =>
    Math.min(...[...f.lighthouse.values()].map((v) => v[key]));
  result.push(
    row('Lighthouse accessibility (lowest page)', 'score', (f) => worst(f, 'accessibility')),
    row('Lighthouse best practices (lowest page)', 'score', (f) => worst(f, 'bestPractices')),
    row('Lighthouse SEO (lowest page)', 'score', (f) => worst(f, 'seo')),
  );
  return result;
}

/** The search bench belongs to the search work; run it when that branch has brought it in. */
function runSearchBench(): string | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as {scripts?: Record<string, string>};
  if (!fs.existsSync(path.join(projectDir, 'scripts/bench-search.ts')) || !pkg.scripts?.['bench:search']) return undefined;
  log('search: npm run bench:search');
  const run = spawnSync('npm', ['run', '--silent', 'bench:search'], {
    cwd: projectDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error('npm run bench:search failed');
  return run.stdout;
}

function report(results: Map<number, {pages: number; table: ComparedRow[]}>): string {
  const sections: string[] = [];
  for (const [factor, {pages, table}] of results) {
    sections.push(
      `### ${factor}× corpus (${pages} pages), builds: median of ${runsFor(factor)}, Lighthouse: median of ${lighthouseRuns}\n\n${comparedTable(table)}`,
    );
  }
  const one = results.get(1);
  const ten = results.get(10);
  if (one && ten) {
    const growth = one.table.map((r, i) => ({
      label: r.label,
      unit: r.unit,
      site1: r.site,
      site10: ten.table[i]!.site,
      stock1: r.stock,
      stock10: ten.table[i]!.stock,
    }));
    sections.push(`### Growth from ${one.pages} to ${ten.pages} pages\n\n${growthTable(growth)}`);
  }
  return sections.join('\n\n');
}

/** The commit measured, marked when the worktree has changes the commit does not hold. */
function measuredCommit(): string {
  const git = (...args: string[]) => spawnSync('git', args, {cwd: projectDir, encoding: 'utf8'}).stdout.trim();
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  return git('status', '--porcelain') ? `${commit}+changes` : commit;
}

async function main(): Promise<void> {
  const facts: RunFacts = {
    date: new Date(),
    commit: measuredCommit(),
    settings: Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key.startsWith('BENCH_') || key === 'PORT') as [string, string][],
    ),
  };
  const outDir = path.join(projectDir, '.tmp/bench');
  fs.mkdirSync(outDir, {recursive: true});
  const results = new Map<number, {pages: number; table: ComparedRow[]}>();
  for (const factor of factors) {
    const workspace = prepareWorkspace(projectDir, factor);
    log(`${factor}× corpus: ${workspace.pages} pages in ${workspace.dir}`);
    const sites = [
      {name: `this site ${factor}×`, ...workspace.site},
      {name: `stock ${factor}×`, ...workspace.stock},
    ];
    const [siteBuilds, stockBuilds] = timeBuilds(sites, runsFor(factor));
    const site = await measureServed(sites[0]!.name, workspace.site.siteDir, workspace.site.outDir, siteBuilds!, true);
    const stock = await measureServed(sites[1]!.name, workspace.stock.siteDir, workspace.stock.outDir, stockBuilds!, false);
    results.set(factor, {pages: workspace.pages, table: rows(site, stock)});
    fs.rmSync(workspace.dir, {recursive: true, force: true});
    // Written after each corpus, so a long 10× run that is stopped keeps the real corpus's figures.
    fs.writeFileSync(path.join(outDir, 'report.md'), `${report(results)}\n`);
    fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(Object.fromEntries(results), null, 2));
  }
  let text = report(results);
  const search = runSearchBench();
  if (search) text += `\n\n### Search\n\n${search.trim()}`;
  fs.writeFileSync(path.join(outDir, 'report.md'), `${text}\n`);
  const reportsDir = path.join(projectDir, 'perf/reports');
  fs.mkdirSync(reportsDir, {recursive: true});
  const reportFile = reportPath(reportsDir, facts, fs.existsSync);
  fs.writeFileSync(reportFile, reportText(facts, text));
  console.log(`\n${text}\n\nReport: ${path.relative(projectDir, reportFile)}`);
}

main().catch((error: unknown) => {
  stopServing();
  console.error(error);
  process.exit(1);
});
