/**
 * tslib in the browser bundle, cut to the helpers it uses. Docusaurus's CommonJS packages
 * (@docusaurus/utils-common) require("tslib") for a helper or two, and a require() of tslib's
 * ES module keeps all of it: 19.5 KB minified, 5.8 KB gzip of main.js for `__importDefault`.
 * Here `tslib` resolves to a module generated from HELPERS that re-exports those from tslib's ES
 * module, whose other exports the bundler then drops. The build fails if a module of the bundle
 * asks tslib for a helper that is not in HELPERS.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {aliasModule} from '../_internals/module-swaps';

const NAME = 'tslib-helpers';
/** Every tslib helper the browser bundle's modules ask for. */
export const HELPERS = ['__importDefault'];

/** The helpers a module's compiled CommonJS asks of tslib (`tslib_1.__importDefault(…)`). */
export function tslibHelpersUsed(source: string): string[] {
  if (!/require\(["']tslib["']\)/.test(source)) return [];
  return [...new Set(Array.from(source.matchAll(/\btslib(?:_\d+)?\.(__\w+)/g), (match) => match[1]!))];
}

class MissingHelperCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          const source = module.originalSource()?.source();
          if (typeof source !== 'string') continue;
          const missing = tslibHelpersUsed(source).filter((helper) => !HELPERS.includes(helper));
          if (missing.length > 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${NAME}: ${module.identifier()} asks tslib for ${missing.join(', ')}; add it to HELPERS in plugins/bundle-trims/tslib-helpers.ts`,
              ),
            );
          }
        }
      });
    });
  }
}

export default function tslibHelpersPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const file = path.join(context.generatedFilesDir, NAME, 'tslib.mjs');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, `export {${HELPERS.join(', ')}} from 'tslib/tslib.es6.mjs';\n`);
      const {alias, guard} = aliasModule(NAME, 'tslib$', file);
      return {resolve: {alias}, plugins: [new MissingHelperCheck() as never, guard as never]};
    },
  };
}
