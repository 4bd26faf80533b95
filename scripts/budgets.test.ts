import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {BUDGETS, budgetFiles, checkBuild, gzipSize, pageScripts, proposedCeiling, sectionRouteChunk, type BudgetsFile} from './budgets';

const DOC_PAGE = '/guide/page';
const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A small build as Docusaurus and this site's template lay it out: assets/js and one doc page. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  made.push(dir);
  const js = path.join(dir, 'assets/js');
  fs.mkdirSync(js, {recursive: true});
  const scripts: Record<string, string> = {
    'framework.aaaa1111.js': 'var react = "framework";'.repeat(50),
    'main.bbbb2222.js': 'var app = "main";'.repeat(40),
    'runtime~main.cccc3333.js': 'var runtime = 1;'.repeat(10),
    '1234abcd.dddd4444.js': '{"docsSidebars":{"docs":[]}}',
    'routes-guide.eeee5555.js': '{"routes":["/guide/page","/guide/other"]}'.repeat(5),
    'routes-faq.ffff6666.js': '{"routes":["/faq"]}',
    '9999eeee.00001111.js': 'var page = "content";',
  };
  for (const [name, text] of Object.entries(scripts)) fs.writeFileSync(path.join(js, name), text);
  const list = [
    'framework.aaaa1111.js',
    'runtime~main.cccc3333.js',
    'main.bbbb2222.js',
    '1234abcd.dddd4444.js',
    '9999eeee.00001111.js',
  ].map((n) => `/assets/js/${n}`);
  fs.mkdirSync(path.join(dir, DOC_PAGE), {recursive: true});
  fs.writeFileSync(
    path.join(dir, DOC_PAGE, 'index.html'),
    `<html><body><main></main><script type=application/json id=app-scripts>${JSON.stringify(list)}</script><script>start()</script></body></html>`,
  );
  return dir;
}

/** Budgets whose ceilings are exactly the fake build's sizes: any growth goes over. */
function exactBudgets(dir: string): BudgetsFile {
  const zero = {
    about: '',
    docPage: DOC_PAGE,
    budgets: Object.fromEntries(BUDGETS.map((b) => [b, {gzipCeiling: Number.MAX_SAFE_INTEGER, measuredGzip: 0}])),
  } as BudgetsFile;
  const {verdicts} = checkBuild(dir, zero);
  return {
    ...zero,
    budgets: Object.fromEntries(verdicts.map((v) => [v.budget, {gzipCeiling: v.gzip, measuredGzip: v.gzip}])) as BudgetsFile['budgets'],
  };
}

test('each budget weighs its own files: framework, main, runtime, the sidebar shell, the largest route chunk, the first view', () => {
  const dir = fakeBuild();
  const {files} = checkBuild(dir, exactBudgets(dir));
  assert.deepEqual(files.framework, ['framework.aaaa1111.js']);
  assert.deepEqual(files.main, ['main.bbbb2222.js']);
  assert.deepEqual(files.runtime, ['runtime~main.cccc3333.js']);
  assert.deepEqual(files.sidebarShell, ['1234abcd.dddd4444.js']);
  assert.deepEqual(files.routeData, ['routes-guide.eeee5555.js']);
  // The page's listed scripts plus its section's route chunk, which the loader adds before hydration.
  assert.deepEqual(files.docPageFirstView, [
    'framework.aaaa1111.js',
    'runtime~main.cccc3333.js',
    'main.bbbb2222.js',
    '1234abcd.dddd4444.js',
    '9999eeee.00001111.js',
    'routes-guide.eeee5555.js',
  ]);
});

test('a build within its ceilings passes; one bundle grown past its ceiling fails, and only that one', () => {
  const dir = fakeBuild();
  const budgets = exactBudgets(dir);
  assert.deepEqual(
    checkBuild(dir, budgets).verdicts.filter((v) => v.over),
    [],
  );
  // main.js inflated by 2 KB that gzip cannot shrink.
  fs.appendFileSync(path.join(dir, 'assets/js/main.bbbb2222.js'), `var junk = "${crypto.randomBytes(1024).toString('hex')}";`);
  const over = checkBuild(dir, budgets).verdicts.filter((v) => v.over);
  // main.js is part of the doc page's first view too.
  assert.deepEqual(
    over.map((v) => v.budget),
    ['main', 'docPageFirstView'],
  );
  assert.ok(over[0]!.gzip > budgets.budgets.main.gzipCeiling + 1000);
});

test('the command exits 1 and names the budget when a bundle has grown past its ceiling', () => {
  const dir = fakeBuild();
  const budgetsFile = path.join(dir, 'budgets.json');
  fs.writeFileSync(budgetsFile, JSON.stringify(exactBudgets(dir)));
  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'check-budgets.ts'), dir, '--budgets', budgetsFile], {
      encoding: 'utf8',
    });
  const within = run();
  assert.equal(within.status, 0, within.stderr);
  fs.appendFileSync(path.join(dir, 'assets/js/routes-guide.eeee5555.js'), crypto.randomBytes(600).toString('base64'));
  const grown = run();
  assert.equal(grown.status, 1);
  assert.match(grown.stdout, /OVER routeData/);
  assert.match(grown.stderr, /routeData: route data: .* over its ceiling of \d+ B/);
});

test('a budget that finds nothing to weigh is an error, not a pass', () => {
  const dir = fakeBuild();
  fs.rmSync(path.join(dir, 'assets/js/main.bbbb2222.js'));
  assert.throws(() => checkBuild(dir, exactBudgets(fakeBuild())), /expected one main\.<hash>\.js in assets\/js, found 0/);
  const names = ['framework.1.js', 'main.2.js', 'runtime~main.3.js', 'routes-a.4.js'];
  assert.throws(() => budgetFiles({names, read: () => '', docPageHtml: '', docPage: '/a'}), /sidebar shell/);
});

test('the first view is read from the template’s script list or from stock <script src> tags', () => {
  assert.deepEqual(pageScripts('<script type=application/json id=app-scripts>["/assets/js/a.1.js","/assets/js/b.2.js"]</script>'), [
    '/assets/js/a.1.js',
    '/assets/js/b.2.js',
  ]);
  assert.deepEqual(
    pageScripts(
      '<head><script src="/assets/js/runtime~main.1.js" defer></script><script src="/assets/js/main.2.js" defer></script></head>',
    ),
    ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'],
  );
  assert.equal(sectionRouteChunk(['routes-order.1.js', 'routes-order-x.2.js'], '/order/cart'), 'routes-order.1.js');
  assert.equal(sectionRouteChunk(['routes-order.1.js'], '/apps/docker'), undefined);
});

test('a proposed ceiling is 2 % over the size, at least 100 B, rounded up to 100 B', () => {
  assert.equal(proposedCeiling(68749), 70200);
  assert.equal(proposedCeiling(1242), 1400);
  assert.equal(proposedCeiling(0), 100);
  assert.ok(gzipSize('x'.repeat(1000)) < 100);
});
