/**
 * One name, one file: in plugins/ and src/ no file name is used twice, so that a name found in a
 * stack trace, a comment or a review leads to one file. The names that Docusaurus or the folder
 * conventions fix are the exceptions: a feature's or component's index, its README and its CSS module.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const CONVENTIONAL = new Set(['index.ts', 'index.tsx', 'README.md', 'styles.module.css']);

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? files(relative) : [relative];
  });
}

test('no file name is used twice in plugins/ and src/', () => {
  const byName = new Map<string, string[]>();
  for (const file of [...files('plugins'), ...files('src')]) {
    const name = path.basename(file);
    if (!CONVENTIONAL.has(name)) byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  assert.deepEqual(
    [...byName.values()].filter((paths) => paths.length > 1),
    [],
  );
});
