/**
 * A throw-away copy of the project for one corpus, so the bench builds the 1× and 10× corpora
 * (and stock Docusaurus beside each, from bench/stock/) without touching the worktree's build/,
 * docs/ or caches. node_modules is a folder of links to the project's packages, with its own
 * .cache, so a cold build here empties only this copy's caches.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeSyntheticCorpus} from './synthetic-corpus';

const PROJECT_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json', 'src', 'plugins', 'static', 'bench/stock'];

export interface Workspace {
  dir: string;
  pages: number;
  /** siteDir and output folder of each site. */
  site: {siteDir: string; outDir: string};
  stock: {siteDir: string; outDir: string};
}

export function prepareWorkspace(projectDir: string, factor: number): Workspace {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `help-bench-${factor}x-`));
  // mkdtemp makes the folder private; nginx's workers (nobody, when started as root) must read it.
  fs.chmodSync(dir, 0o755);
  for (const entry of PROJECT_FILES) {
    // verbatimSymlinks keeps bench/stock/src's relative links pointing into this copy.
    fs.cpSync(path.join(projectDir, entry), path.join(dir, entry), {recursive: true, verbatimSymlinks: true});
  }
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(path.join(projectDir, 'node_modules'))) {
    if (name !== '.cache') fs.symlinkSync(path.join(projectDir, 'node_modules', name), path.join(modules, name));
  }
  const pages = writeSyntheticCorpus(path.join(projectDir, 'docs'), path.join(dir, 'docs'), factor);
  // The site shows each article's last commit date, and Docusaurus refuses to build it outside a
  // Git worktree: the copy gets a repository of its own, with everything in one commit.
  fs.writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n.docusaurus\nbuild*\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'bench corpus');
  return {
    dir,
    pages,
    site: {siteDir: dir, outDir: path.join(dir, 'build')},
    stock: {siteDir: path.join(dir, 'bench/stock'), outDir: path.join(dir, 'build-stock')},
  };
}

/** Everything a previous build left that would make the next one warm. */
export function clearBuildCaches(siteDir: string): void {
  for (const leftover of ['node_modules/.cache', '.docusaurus']) fs.rmSync(path.join(siteDir, leftover), {recursive: true, force: true});
}
