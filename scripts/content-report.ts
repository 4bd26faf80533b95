/**
 * Runs the shared content report (../shared/tools/content-report.py, the measure the site is
 * judged by) on the built pages of every finished section; fails when any page is below the bar.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {FULL_ARTICLE_PAGES, FULL_ARTICLE_SECTIONS} from './content-sections';

const shared = path.resolve(__dirname, '../../shared');
const report = path.join(shared, 'tools/content-report.py');
if (!fs.existsSync(report)) {
  console.log(`content report: ${report} is not here; skipped`);
  process.exit(0);
}
let failed = 0;
// The report reads '/' as the welcome page alone and any other prefix as a route prefix.
for (const prefix of [...FULL_ARTICLE_PAGES, ...FULL_ARTICLE_SECTIONS]) {
  const run = spawnSync('python3', [report, 'build', path.join(shared, 'routes.txt'), prefix], {encoding: 'utf8'});
  process.stdout.write(run.stdout + run.stderr);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
