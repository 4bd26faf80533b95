/**
 * Runs the articles' marked procedures in a Debian root (see README.md in this folder).
 * Usage: node --import tsx scripts/procedures/main.ts [--count] [--no-self-check] [ROUTE_PREFIX…]
 *   --count           only print the table of blocks by section (no root, no run)
 *   --no-self-check   skip the broken-on-purpose pages that must fail
 * Exit status 1 when a step or a check fails, when a marker is wrong, or when the self-check's
 * broken procedure is not reported as failing.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {countBySection, formatCounts, planPage, renderPage, type PagePlan, type PageSpec} from './plan';
import {BASE_PACKAGES, PAGES, PLACEHOLDERS} from './steps';
import {SELF_CHECK_PAGES} from './self-check/steps';

const here = __dirname;
const repo = path.resolve(here, '../..');
const cacheParent = process.env.PROCEDURES_CACHE ?? '/var/cache/help-centre';
const scratch = process.env.PROCEDURES_SCRATCH ?? '/var/tmp/help-centre-procedures';
const jobs = Math.max(1, Math.min(Number(process.env.PROCEDURES_JOBS ?? os.availableParallelism()), 4));

interface Outcome {
  plan: PagePlan;
  ok: boolean;
  output: string;
  seconds: number;
}

function plans(pages: {route: string; file: string; source: string}[], specs: Readonly<Record<string, PageSpec>>): PagePlan[] {
  const errors: string[] = [];
  const result: PagePlan[] = [];
  const routes = new Set(pages.map((p) => p.route));
  for (const route of Object.keys(specs)) if (!routes.has(route)) errors.push(`steps.ts: ${route} is not a page`);
  for (const page of pages) {
    try {
      const plan = planPage(page.route, page.file, page.source, specs[page.route], PLACEHOLDERS);
      if (plan) result.push(plan);
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  if (errors.length) {
    console.error(`procedures: wrong markers or steps.ts entries:\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  return result;
}

function cacheDir(packages: string[]): string {
  const hash = createHash('sha256')
    .update(packages.join('\n'))
    .update(fs.readFileSync(path.join(here, 'build-root.sh')))
    .digest('hex')
    .slice(0, 12);
  return path.join(cacheParent, `debian-root-${hash}`);
}

function slug(route: string): string {
  return route.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
}

function runPage(base: string, plan: PagePlan, tag: string): Promise<Outcome> {
  const dir = path.join(scratch, 'plans', tag, slug(plan.route));
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [name, content] of Object.entries(renderPage(plan))) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  const work = path.join(scratch, 'work', `${tag}-${slug(plan.route)}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', [path.join(here, 'run-page.sh'), base, dir, work], {stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({plan, ok: code === 0, output, seconds: (Date.now() - started) / 1000}));
  });
}

async function runAll(base: string, list: PagePlan[], tag: string, quiet = false): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const plan = list[next++]!;
      const outcome = await runPage(base, plan, tag);
      outcomes.push(outcome);
      if (!quiet) {
        const mark = outcome.ok ? 'ok  ' : 'FAIL';
        console.log(`${mark} ${plan.route} (${plan.steps.length} blocks, ${outcome.seconds.toFixed(1)}s)`);
        if (!outcome.ok || process.env.PROCEDURES_VERBOSE) console.log(outcome.output.replace(/^/gm, '     '));
      }
    }
  }
  await Promise.all(Array.from({length: Math.min(jobs, list.length)}, worker));
  return outcomes;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const prefixes = args.filter((a) => !a.startsWith('--'));
  const docs = readCatalog().map((d) => ({route: d.route, file: path.relative(repo, d.file), source: fs.readFileSync(d.file, 'utf8')}));
  const table = formatCounts(countBySection(docs));
  const sitePlans = plans(docs, PAGES);
  if (args.includes('--count')) {
    console.log(table);
    return 0;
  }
  const chosen = sitePlans.filter((p) => prefixes.length === 0 || prefixes.some((x) => p.route.startsWith(x)));

  const selfDir = path.join(here, 'self-check');
  const selfDocs = fs
    .readdirSync(selfDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({
      route: `/self-check/${f.replace(/\.mdx$/, '')}`,
      file: path.relative(repo, path.join(selfDir, f)),
      source: fs.readFileSync(path.join(selfDir, f), 'utf8'),
    }));
  const selfPlans = plans(selfDocs, SELF_CHECK_PAGES);

  const packages = [...new Set([...BASE_PACKAGES, ...sitePlans.flatMap((p) => p.packages)])].sort();
  const base = cacheDir(packages);
  const built = spawnSync('bash', [path.join(here, 'build-root.sh'), base, ...packages], {stdio: 'inherit'});
  if (built.status !== 0) return 1;

  let failed = 0;
  if (!args.includes('--no-self-check')) {
    const outcomes = await runAll(base, selfPlans, 'self', true);
    for (const o of outcomes) {
      const mustFail = o.plan.route.includes('broken');
      // A broken page must fail at one of its steps or checks, not because the runner could not run.
      const failedAtStep = /^ *FAIL (run|validate|check)/m.test(o.output);
      if (mustFail ? o.ok || !failedAtStep : !o.ok) {
        failed++;
        console.log(`self-check: ${o.plan.route} ${o.ok ? 'passed but must fail' : 'failed but must pass'}\n${o.output}`);
      }
    }
    console.log(`self-check: ${outcomes.length - failed}/${outcomes.length} fixture pages behave (broken ones fail, sound ones pass)`);
  }

  const outcomes = await runAll(base, chosen, 'site');
  const bad = outcomes.filter((o) => !o.ok);
  failed += bad.length;
  const steps = chosen.reduce((sum, p) => sum + p.steps.length, 0);
  console.log(`procedures: ${outcomes.length - bad.length}/${outcomes.length} pages, ${steps} blocks run or validated in ${base}`);
  if (bad.length) console.log(`failing: ${bad.map((o) => o.plan.route).join(', ')}`);
  console.log(`\nBlocks by section (run in the Debian root / validated by their program / shell syntax only / other languages):\n${table}`);
  return failed ? 1 : 0;
}

main().then((status) => process.exit(status));
