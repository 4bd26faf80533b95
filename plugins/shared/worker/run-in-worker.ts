/**
 * Runs a module's default export in a worker thread. Docusaurus runs every plugin's postBuild on
 * the main thread at once, so CPU-bound ones queue behind each other while the other core idles;
 * one of them in a worker uses both cores of a 2-core build machine.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

const ENTRY = path.join(__dirname, 'ts-worker.cjs');

/** `module` is an absolute path whose default export takes `input` (copied, structured-clone rules). */
export function runInWorker<Input, Output>(module: string, input: Input): Promise<Output> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, {workerData: {module, input}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${path.basename(module)} stopped with exit code ${code}`));
    });
  });
}
