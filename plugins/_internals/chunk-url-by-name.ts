/**
 * Docusaurus's ChunkAssetPlugin gives the runtime `__webpack_require__.gca(name)`, the URL of a
 * chunk's script for core's prefetch, through a map from chunk name to id. With named chunk ids
 * (plugins/bundle-trims/named-chunks.ts) that map sends each name to itself, so this runtime
 * module stands in for the plugin with a function that passes the name on. `gca` is core's
 * internal name; ./contract.test.ts checks that core's client still calls it.
 */
import type {Compiler, Configuration} from 'webpack';
import {replaceDocusaurusPlugin} from './bundler-config';

const NAME = 'named-chunk-urls';

/** `__webpack_require__.gca(name)`, the URL of a chunk's script, for Docusaurus's prefetch. */
export class ChunkUrlByNamePlugin {
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

/** Puts ChunkUrlByNamePlugin in place of Docusaurus's ChunkAssetPlugin; throws when that is gone. */
export function replaceChunkUrlPlugin(owner: string, config: Configuration): void {
  replaceDocusaurusPlugin(owner, config, 'ChunkAssetPlugin', new ChunkUrlByNamePlugin());
}
