/**
 * Checks a build against the size budgets of perf/budgets.json (gzip ceilings; scripts/budgets.ts
 * says what each weighs) and fails when a bundle has grown past its ceiling. Run after the build
 * by scripts/test.sh.
 *   node --import tsx scripts/check-budgets.ts [build dir] [--budgets file] [--propose]
 * --propose also prints the ceiling today's size would give (2 %, at least 100 B, over it). A
 * ceiling is raised by hand, in perf/budgets.json, with the reason in the commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {WHAT, checkBuild, proposedCeiling, type BudgetsFile} from './budgets';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const propose = args.includes('--propose');
const budgetsPath = path.resolve(option('--budgets') ?? path.join(__dirname, '../perf/budgets.json'));
const buildDir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--budgets') ?? 'build');
const file = JSON.parse(fs.readFileSync(budgetsPath, 'utf8')) as BudgetsFile;

const {files, verdicts} = checkBuild(buildDir, file);
console.log(`Size budgets of ${buildDir} (gzip -9, bytes; ceilings from ${path.relative(process.cwd(), budgetsPath)})`);
for (const v of verdicts) {
  const headroom = v.ceiling - v.gzip;
  const count = files[v.budget].length;
  console.log(
    `${v.over ? 'OVER' : 'ok  '} ${v.budget.padEnd(17)} ${String(v.gzip).padStart(7)} of ${String(v.ceiling).padStart(7)}  ` +
      `${headroom >= 0 ? `${headroom} B to spare` : `${-headroom} B over`}  (${count === 1 ? files[v.budget][0] : `${count} files`})` +
      (propose ? `  proposed ceiling ${proposedCeiling(v.gzip)}` : ''),
  );
}
const over = verdicts.filter((v) => v.over);
if (over.length > 0) {
  console.error(`\n${over.length} size budget(s) exceeded:`);
  for (const v of over) console.error(`- ${v.budget}: ${WHAT[v.budget]} is ${v.gzip} B gzip, over its ceiling of ${v.ceiling} B`);
  console.error('Make it smaller, or raise the ceiling in perf/budgets.json and say why in the commit.');
  process.exit(1);
}
