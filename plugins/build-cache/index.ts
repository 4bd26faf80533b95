/**
 * One persistent bundler cache per build variant. The test command builds the site three ways
 * (as shipped, with every policy switched, and as the stock bundle), all into
 * node_modules/.cache/rspack; without this, the next `npm run build` after a stock build restored
 * the stock modules and failed its touch-point guards (plugins/_internals/module-swaps.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {separatePersistentCache} from '../_internals/bundler-config';

/** The plugin for a build whose variant (what makes its modules differ, e.g. "stock-policies-site") is `variant`. */
export default function buildCachePlugin(variant: string): () => Plugin {
  return () => ({
    name: 'build-cache',
    configureWebpack(config) {
      separatePersistentCache('build-cache', config, variant);
      return {};
    },
  });
}
