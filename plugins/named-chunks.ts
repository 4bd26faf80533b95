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
import type {Compiler} from 'webpack';

const NAME = 'named-chunk-urls';

/** `__webpack_require__.gca(name)`, the URL of a chunk's script, for Docusaurus's prefetch. */
class ChunkUrlByNamePlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkUrlByName extends RuntimeModule {
      constructor() {
        super(NAME, RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        const filename = RuntimeGlobals.getChunkScriptFilename;
        return [
          // Rspack's filename function builds its map of every script's hash anew on each call
          // (an object literal inside the function): 0.55 ms a call at 2540 pages in Node. It is
          // called for each script a page loads and for each one a prefetch asks for, mostly the
          // same ones again, so each name's file name is kept after its first call.
          `var scriptFilename = ${filename}, scriptFilenames = Object.create(null);`,
          `${filename} = function (name) { return scriptFilenames[name] || (scriptFilenames[name] = scriptFilename(name)); };`,
          // A name that is no chunk's gives a URL with "undefined" in it, which Docusaurus's
          // prefetch skips, as it did with the map.
          `__webpack_require__.gca = function (name) { return ${RuntimeGlobals.publicPath} + ${filename}(name); };`,
        ].join('\n');
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkUrlByName());
      });
    });
  }
}

export default function namedChunksPlugin(): Plugin {
  return {
    name: 'named-chunks',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const plugins = config.plugins ?? [];
      const original = plugins.findIndex((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin');
      if (original < 0) throw new Error(`${NAME}: Docusaurus's ChunkAssetPlugin is no longer in the client config; see plugins/named-chunks.ts`);
      plugins.splice(original, 1, new ChunkUrlByNamePlugin() as never);
      return {optimization: {chunkIds: 'named'}};
    },
  };
}
