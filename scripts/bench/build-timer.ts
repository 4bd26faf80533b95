/**
 * Times one `docusaurus build` of a siteDir and reads its peak memory, with GNU time, as a reader
 * of the figures would run it: the whole command, plugins' postBuild included.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuildRun {
  seconds: number;
  peakMegabytes: number;
}

/** GNU time's `-f '%e %M'` line: elapsed seconds and the largest resident set in kilobytes. */
export function parseTimeOutput(text: string): BuildRun {
  const line = text.trim().split('\n').pop() ?? '';
  const match = /^(\d+(?:\.\d+)?) (\d+)$/.exec(line.trim());
  if (!match) throw new Error(`unexpected /usr/bin/time output: ${JSON.stringify(text)}`);
  return {seconds: Number(match[1]), peakMegabytes: Number(match[2]) / 1024};
}

export function timeBuild(projectDir: string, siteDir: string, outDir: string): BuildRun {
  const statsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-bench-time-'));
  const stats = path.join(statsDir, 'time.txt');
  const docusaurus = path.join(projectDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M', '-o', stats, process.execPath, docusaurus, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, NODE_ENV: 'production'},
  });
  if (run.status !== 0) {
    throw new Error(`build of ${siteDir} failed:\n${(run.stdout + run.stderr).split('\n').slice(-40).join('\n')}`);
  }
  const figures = parseTimeOutput(fs.readFileSync(stats, 'utf8'));
  fs.rmSync(statsDir, {recursive: true, force: true});
  return figures;
}
