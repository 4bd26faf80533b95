/**
 * Swaps Docusaurus's prefetch helper for runtime/prefetch-once.ts, which prefetches each script
 * once. Only the import in Docusaurus's client folder is swapped, so the new helper can still
 * import the stock one; the swap's guard fails the build if a later Docusaurus imports it
 * otherwise (plugins/_internals/module-swaps.ts). The idle queue for prefetches,
 * runtime/idle-prefetch.ts, is a client module that docusaurus.config.ts lists.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {CORE_CLIENT_DIR, CORE_PREFETCH_REQUEST} from '../_internals/module-paths';
import {swapModule} from '../_internals/module-swaps';

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const helper = path.resolve(__dirname, 'runtime/prefetch-once.ts');
      return {
        plugins: swapModule(currentBundler, 'prefetch-once', {
          pattern: CORE_PREFETCH_REQUEST,
          file: helper,
          from: CORE_CLIENT_DIR,
        }) as never[],
      };
    },
  };
}
