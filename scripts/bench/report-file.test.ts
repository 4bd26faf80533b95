import {test} from 'node:test';
import assert from 'node:assert/strict';
import {reportPath, reportText} from './report-file';

const facts = {date: new Date('2026-11-21T10:30:00Z'), commit: '0363b02', settings: {BENCH_RUNS: '2', PORT: '4194'}};

test('a report is named by its day and commit, and a second run of both gets a number', () => {
  assert.equal(
    reportPath('perf/reports', facts, () => false),
    'perf/reports/2026-11-21-0363b02.md',
  );
  const taken = new Set(['perf/reports/2026-11-21-0363b02.md']);
  assert.equal(
    reportPath('perf/reports', facts, (file) => taken.has(file)),
    'perf/reports/2026-11-21-0363b02-2.md',
  );
  assert.equal(
    reportPath('perf/reports', {...facts, commit: '0363b02+changes'}, () => false),
    'perf/reports/2026-11-21-0363b02-changes.md',
  );
});

test('a report says what was run before its tables', () => {
  const text = reportText(facts, '### 1× corpus\n\n| a | b |\n');
  assert.match(text, /^# Bench run of 2026-11-21 10:30 UTC\n\n`BENCH_RUNS=2 PORT=4194 npm run bench` on commit `0363b02`/);
  assert.ok(text.endsWith('| a | b |\n'));
});
