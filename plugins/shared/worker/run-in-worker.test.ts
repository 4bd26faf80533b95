import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {isMainThread} from 'node:worker_threads';
import {runInWorker} from './run-in-worker';

function moduleFile(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-in-worker-'));
  const file = path.join(dir, 'job.ts');
  fs.writeFileSync(file, source);
  return file;
}

test('a TypeScript module runs in another thread and its result comes back', async () => {
  const file = moduleFile(`
    import {isMainThread} from 'node:worker_threads';
    export default async function double(input: {n: number}): Promise<{n: number; main: boolean}> {
      return {n: input.n * 2, main: isMainThread};
    }`);
  assert.equal(isMainThread, true);
  assert.deepEqual(await runInWorker(file, {n: 21}), {n: 42, main: false});
});

test('a throw in the worker rejects with its message', async () => {
  const file = moduleFile(`export default function fail(): never { throw new Error('no article body in /x'); }`);
  await assert.rejects(runInWorker(file, {}), /no article body in \/x/);
});
