/**
 * Where a bench run's tables go: a dated report in perf/reports/, named by the day and the commit
 * measured, with what was run at its top, so that a run's figures are kept beside the code they
 * measured instead of in the README.
 */
import path from 'node:path';

export interface RunFacts {
  /** The run's start. */
  date: Date;
  /** The short hash of the commit measured, with "+changes" when the worktree was not clean. */
  commit: string;
  /** The BENCH_* and PORT settings of the run. */
  settings: Record<string, string>;
}

/** perf/reports/2026-11-21-0363b02.md; a second run of the same day and commit gets -2, -3, … */
export function reportPath(dir: string, facts: RunFacts, exists: (file: string) => boolean): string {
  const base = `${facts.date.toISOString().slice(0, 10)}-${facts.commit.replace(/[^\w-]+/g, '-')}`;
  let file = path.join(dir, `${base}.md`);
  for (let n = 2; exists(file); n += 1) file = path.join(dir, `${base}-${n}.md`);
  return file;
}

/** The report: what was run, then the tables as the bench printed them. */
export function reportText(facts: RunFacts, tables: string): string {
  const settings = Object.entries(facts.settings)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  return [
    `# Bench run of ${facts.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`${settings ? `${settings} ` : ''}npm run bench\` on commit \`${facts.commit}\`. Method: perf/README.md.`,
    '',
    tables.trim(),
    '',
  ].join('\n');
}
