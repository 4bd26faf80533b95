/**
 * Docusaurus plugin: after the build, writes `name.br` and `name.gz` beside every text file that
 * compresses, so nginx (brotli_static, gzip_static in deploy/help-centre.conf) sends them as they
 * are instead of compressing on every request. Part of `docusaurus build`, so the bench's build
 * times include it. The work runs in a worker thread (plugins/precompress/precompress-files.ts), beside the
 * other plugins' postBuild on the main thread.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {runInWorker} from '../shared/worker/run-in-worker';
import type {PrecompressInput} from './precompress-files';

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      const compressed = await runInWorker<PrecompressInput, number>(path.join(__dirname, 'precompress-files.ts'), {outDir});
      if (compressed === 0) throw new Error('precompress: no file to compress was found in the build');
    },
  };
}
