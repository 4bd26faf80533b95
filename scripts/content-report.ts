/**
 * Runs the shared content report (../shared/tools/content-report.py, the measure the site is
 * judged by) on the built pages of every finished section; fails when any page is below the bar.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {FULL_ARTICLE_PAGES, FULL_ARTICLE_SECTIONS} from './content-sections';
import {siteRoutes} from './site-routes';

const shared = path.resolve(__dirname, '../../shared');
const report = path.join(shared, 'tools/content-report.py');
if (!fs.existsSync(report)) {
  console.log(`content report: ${report} is not here; skipped`);
  process.exit(0);
}
// The report takes one routes file: the specification's routes plus the help centre's own sections.
const routesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-report-')), 'routes.txt');
fs.writeFileSync(routesFile, `${siteRoutes().join('\n')}\n`);
let failed = 0;
// The report reads '/' as the welcome page alone and any other prefix as a route prefix.
for (const prefix of [...FULL_ARTICLE_PAGES, ...FULL_ARTICLE_SECTIONS]) {
  const run = spawnSync('python3', [report, 'build', routesFile, prefix], {encoding: 'utf8'});
  process.stdout.write(run.stdout + run.stderr);
  if (run.status !== 0) failed++;
}
fs.rmSync(path.dirname(routesFile), {recursive: true, force: true});
process.exit(failed ? 1 : 0);
