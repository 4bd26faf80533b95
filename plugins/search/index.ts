/**
 * Docusaurus plugin: after the build has rendered every page, reads them back and writes the
 * search index beside them (plugins/search/write-index.ts, in a worker thread). The browser
 * fetches it only when search opens.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runInWorker} from '../shared/worker/run-in-worker';
import type {WriteIndexInput} from './write-index';

export default function searchIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      await runInWorker<WriteIndexInput, number>(path.join(__dirname, 'write-index.ts'), {outDir, routes: routesPaths});
    },
  };
}
