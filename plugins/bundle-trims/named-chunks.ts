/**
 * Scripts are known by their chunk names (`chunkIds: 'named'`), not by numbers, so the runtime
 * every page loads needs one map of file names instead of three. Each of those maps has an entry
 * per article, and gzip cannot shrink their random hashes:
 * - with numeric ids, Rspack's runtime held a map from id to name beside the one from id to
 *   content hash; with named ids it is gone (an id that equals its name needs no entry);
 * - Docusaurus's ChunkAssetPlugin gives prefetches a URL for a chunk name through a map from name
 *   to id, which with named ids maps each name to itself; it is replaced here by a function that
 *   passes the name on.
 * Measured: `runtime~main.js` 9.2 → 7.3 KB gzip at 254 pages with named ids alone, 5.8 KB without
 * the name-to-id map; 77.5 → 34.9 KB gzip at 2540 pages with both.
 */
import type {Plugin} from '@docusaurus/types';
import {replaceChunkUrlPlugin} from '../_internals/chunk-url-by-name';

export default function namedChunksPlugin(): Plugin {
  return {
    name: 'named-chunks',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      replaceChunkUrlPlugin('named-chunks', config);
      return {optimization: {chunkIds: 'named'}};
    },
  };
}
