/**
 * Size budgets: gzip ceilings for what every page and a doc page load, checked after each build
 * (scripts/check-budgets.ts, a stage of scripts/test.sh) so a regression fails the tests instead of
 * waiting for a bench run. The ceilings live in perf/budgets.json. This module is the pure part:
 * which built scripts each budget weighs, and which budgets a build exceeds.
 *
 * checkBuild reads a build folder; the rest is pure.
 *
 * Sizes are gzip at level 9, as the bench's tables (scripts/bench/page-weight.ts), so a budget and
 * a bench figure can be compared directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = ['framework', 'main', 'runtime', 'sidebarShell', 'routeData', 'docPageFirstView'] as const;
export type BudgetName = (typeof BUDGETS)[number];

/** What each budget weighs, in the words of the report. */
export const WHAT: Record<BudgetName, string> = {
  framework: 'framework.js (React and the router)',
  main: 'main.js (the app, and the route table outside the sections)',
  runtime: 'runtime~main.js (the bundler runtime and chunk map)',
  sidebarShell: 'the sidebar shell (the chunk with the docs version data, "docsSidebars":)',
  routeData: 'route data: the largest section route chunk (routes-<section>.js, its routes and sidebar items)',
  docPageFirstView: 'a doc page’s first-view scripts (all it runs before hydration)',
};

export interface BudgetsFile {
  about: string;
  /** The doc page whose first-view scripts are weighed. */
  docPage: string;
  budgets: Record<BudgetName, {gzipCeiling: number; measuredGzip: number}>;
}

export const gzipSize = (data: Buffer | string): number => zlib.gzipSync(data, {level: 9}).length;

/** The one built script whose name is `<stem>.<hash>.js`; any other count is an error, not a pass. */
function single(names: readonly string[], stem: string): string {
  const pattern = new RegExp(`^${stem.replace(/[~.]/g, '\\$&')}\\.[0-9a-f]+\\.js$`);
  const found = names.filter((n) => pattern.test(n));
  if (found.length !== 1)
    throw new Error(`budgets: expected one ${stem}.<hash>.js in assets/js, found ${found.length} (${found.join(', ') || 'none'})`);
  return found[0]!;
}

/**
 * The scripts a built page starts before it hydrates, as its HTML names them: this site's template
 * lists them in #app-scripts (src/ssr-template.ts); a stock template has <script src> tags.
 * Paths as in the page (`/assets/js/main.1234.js`).
 */
export function pageScripts(html: string): string[] {
  const list = /<script[^>]*\bid=["']?app-scripts["']?[^>]*>([^<]*)<\/script>/.exec(html);
  if (list) return JSON.parse(list[1]!) as string[];
  return [...html.matchAll(/<script[^>]*\bsrc=["']?([^"' >]+\.js)["']?[^>]*>/g)].map((m) => m[1]!);
}

/**
 * The section route chunk of a route (`/order/cart` → `routes-order.<hash>.js`) when the build
 * splits the route table by section (plugins/section-split/): the page loads it before it
 * hydrates, though its HTML does not name it.
 */
export function sectionRouteChunk(names: readonly string[], route: string): string | undefined {
  const section = route.split('/').filter(Boolean)[0] ?? '';
  return names.find((n) => n.startsWith(`routes-${section}.`) && n.endsWith('.js'));
}

export interface BuiltScripts {
  /** Names of the .js files in build/assets/js. */
  names: readonly string[];
  /** A script's text by name. */
  read: (name: string) => string;
  /** The built HTML of the budgets' doc page. */
  docPageHtml: string;
  docPage: string;
}

/** The files each budget weighs (names in assets/js). Fails when a budget finds nothing to weigh. */
export function budgetFiles({names, read, docPageHtml, docPage}: BuiltScripts): Record<BudgetName, string[]> {
  const sidebarShell = names.filter((n) => read(n).includes('"docsSidebars":'));
  if (sidebarShell.length === 0) throw new Error('budgets: no script holds "docsSidebars": (the sidebar shell)');
  const routeChunks = names.filter((n) => /^routes-.+\.js$/.test(n));
  if (routeChunks.length === 0)
    throw new Error(
      'budgets: no section route chunk (routes-<section>.js); if the route table is no longer split, main.js holds it: update scripts/budgets.ts and perf/budgets.json',
    );
  const largestRoutes = routeChunks.reduce((a, b) => (gzipSize(read(b)) > gzipSize(read(a)) ? b : a));
  const started = pageScripts(docPageHtml).map((p) => p.replace(/^.*\/assets\/js\//, ''));
  if (started.length === 0) throw new Error(`budgets: the built page ${docPage} names no script`);
  const section = sectionRouteChunk(names, docPage);
  return {
    framework: [single(names, 'framework')],
    main: [single(names, 'main')],
    runtime: [single(names, 'runtime~main')],
    sidebarShell,
    routeData: [largestRoutes],
    docPageFirstView: [...new Set([...started, ...(section ? [section] : [])])],
  };
}

export interface Verdict {
  budget: BudgetName;
  gzip: number;
  ceiling: number;
  over: boolean;
}

/** Each budget's size against its ceiling; a budget missing from the file is an error. */
export function judge(sizes: Record<BudgetName, number>, file: BudgetsFile): Verdict[] {
  return BUDGETS.map((budget) => {
    const ceiling = file.budgets[budget]?.gzipCeiling;
    if (typeof ceiling !== 'number') throw new Error(`budgets: perf/budgets.json has no gzipCeiling for ${budget}`);
    return {budget, gzip: sizes[budget], ceiling, over: sizes[budget] > ceiling};
  });
}

/** The ceiling perf/budgets.json states for a measured size: 2 % more, at least 100 B, rounded up to 100 B. */
export function proposedCeiling(gzip: number): number {
  return Math.ceil((gzip + Math.max(gzip * 0.02, 100)) / 100) * 100;
}

export interface BuildCheck {
  files: Record<BudgetName, string[]>;
  verdicts: Verdict[];
}

/** Weighs the build in `buildDir` against `file`'s ceilings. */
export function checkBuild(buildDir: string, file: BudgetsFile): BuildCheck {
  const jsDir = path.join(buildDir, 'assets/js');
  const names = fs.readdirSync(jsDir).filter((n) => n.endsWith('.js'));
  const cache = new Map<string, Buffer>();
  const bytes = (name: string): Buffer => {
    let data = cache.get(name);
    if (!data) cache.set(name, (data = fs.readFileSync(path.join(jsDir, name))));
    return data;
  };
  const docPageHtml = fs.readFileSync(path.join(buildDir, file.docPage, 'index.html'), 'utf8');
  const files = budgetFiles({names, read: (n) => bytes(n).toString('utf8'), docPageHtml, docPage: file.docPage});
  const sizes = Object.fromEntries(BUDGETS.map((b) => [b, files[b].reduce((sum, n) => sum + gzipSize(bytes(n)), 0)])) as Record<
    BudgetName,
    number
  >;
  return {files, verdicts: judge(sizes, file)};
}
