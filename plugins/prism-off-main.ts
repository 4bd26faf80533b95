/**
 * Keeps Prism out of main.js. The classic theme registers a client module that imports Prism and
 * the extra languages on every page; this plugin swaps that module for an empty one, and
 * src/components/CodeHighlight/HighlightedCode.tsx registers the languages instead, in the
 * chunk that code blocks load.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_LANGUAGE_LOADER = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismOffMainPlugin(): Plugin {
  return {
    name: 'prism-off-main',
    configureWebpack(_config, isServer, {currentBundler}) {
      const emptyModule = path.resolve(__dirname, 'empty-client-module.js');
      const {NormalModuleReplacementPlugin, DefinePlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_LANGUAGE_LOADER, emptyModule),
          // Which bundle this is: src/components/CodeHighlight/highlighter.ts has the highlighter
          // from the start on the server and loads it lazily in the browser.
          new DefinePlugin({'process.env.CODE_HIGHLIGHT_ON_SERVER': JSON.stringify(String(isServer))}),
        ],
      };
    },
  };
}
