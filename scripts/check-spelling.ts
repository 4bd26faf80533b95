/**
 * Spell-checks the prose of every article with cspell (cspell.config.yaml). The docs are copied to
 * .tmp/spelling/ with the Ukrainian apostrophe made plain (see src/lib/apostrophe.ts), checked
 * there, and reported under their real paths. Exits non-zero on any unknown word.
 *   node --import tsx scripts/check-spelling.ts [folder with .mdx files, default docs]
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {withPlainApostrophes} from '../src/lib/apostrophe';

const root = path.resolve(__dirname, '..');
const source = path.resolve(process.argv[2] ?? path.join(root, 'docs'));
const copy = path.join(root, '.tmp', 'spelling', 'docs');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(full) : e.name.endsWith('.mdx') ? [full] : [];
  });
}

fs.rmSync(copy, {recursive: true, force: true});
const files = mdxFiles(source);
for (const file of files) {
  const target = path.join(copy, path.relative(source, file));
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, withPlainApostrophes(fs.readFileSync(file, 'utf8')));
}

const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'cspell'),
  [
    '--no-progress',
    '--no-summary',
    '--no-must-find-files',
    '--config',
    path.join(root, 'cspell.config.yaml'),
    '--relative',
    `${path.relative(root, copy)}/**/*.mdx`,
  ],
  {cwd: root, encoding: 'utf8'},
);
const issues = run.stdout.split('\n').filter((l) => /Unknown word/.test(l));
for (const line of issues) console.log(line.replace(path.relative(root, copy), path.relative(root, source)).replace(copy, source));
if (run.status !== 0 && issues.length === 0) process.stderr.write(run.stderr);
console.log(`spelling: ${issues.length} unknown word(s) in ${files.length} articles`);
process.exit(issues.length === 0 && run.status === 0 ? 0 : 1);
