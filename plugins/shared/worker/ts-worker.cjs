// Entry of a worker thread that runs a TypeScript module of the build (plugins/shared/worker/run-in-worker.ts):
// Node's worker threads start JavaScript only, so this registers tsx, then calls the module's default
// export with the input and posts back what it returns. A throw or rejection reaches the caller.
require('tsx/cjs/api').register();
const {parentPort, workerData} = require('node:worker_threads');

const run = require(workerData.module).default;
Promise.resolve(run(workerData.input)).then((result) => parentPort.postMessage(result));
