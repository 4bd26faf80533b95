/**
 * The section split (ARCHITECTURE.md, "The section split"): takes the route table out of main.js
 * section by section (build/split-routes.ts), and the sidebar out of the docs data every doc page
 * loads (split-sidebars.ts), so neither grows with every page added; and names the page's own
 * chunks in its HTML so they download beside main.js instead of after it. Production builds
 * only; `docusaurus start` stays stock, with the stand-ins of runtime/ in place.
 *
 * build/emit-modules.ts writes the modules; this plugin swaps them in for Docusaurus's generated
 * ones and for the stand-ins, and swaps core's client `preload` for runtime/preload.ts, which
 * loads the section first. Every swap fails the build when it matches nothing
 * (plugins/_internals/module-swaps.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {GENERATED_MODULES} from '../_internals/generated-files';
import {CORE_PRELOAD} from '../_internals/module-paths';
import {swapModule} from '../_internals/module-swaps';
import {emitSectionModules, type EmittedModules} from './build/emit-modules';

const NAME = 'section-split';
const LOADERS_STAND_IN = /plugins[\\/]section-split[\\/]runtime[\\/]section-loaders\.ts$/;
const SERVER_SIDEBARS_STAND_IN = /plugins[\\/]section-split[\\/]runtime[\\/]server-sidebars\.ts$/;

export default function sectionSplitPlugin(context: LoadContext): Plugin {
  // configureWebpack runs once for the client and once for the server, on the same generated files.
  let emitted: EmittedModules | undefined;
  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      emitted ??= emitSectionModules(context);
      const swap = (pattern: RegExp, file: string) => swapModule(currentBundler, NAME, {pattern, file});
      const swaps = isServer
        ? [swap(GENERATED_MODULES.registry, emitted.serverRegistry), swap(SERVER_SIDEBARS_STAND_IN, emitted.serverSidebars)]
        : [
            swap(GENERATED_MODULES.routes, emitted.clientRoutes),
            swap(GENERATED_MODULES.registry, emitted.clientRegistry),
            swap(GENERATED_MODULES.routesChunkNames, emitted.clientChunkNames),
            swap(LOADERS_STAND_IN, emitted.sectionLoaders),
            swap(CORE_PRELOAD, path.resolve(__dirname, 'runtime/preload.ts')),
          ];
      return {plugins: swaps.flat() as never[]};
    },
  };
}
