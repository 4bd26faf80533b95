/**
 * Keeps Prism out of main.js. The classic theme registers a client module that imports Prism and
 * the extra languages on every page; this plugin swaps that module for an empty one, and
 * src/components/CodeHighlight/HighlightedCodeBlock.tsx registers the languages instead, in
 * the chunk that code blocks load.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_LANGUAGE_LOADER = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismOffMainPlugin(): Plugin {
  return {
    name: 'prism-off-main',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const emptyModule = path.resolve(__dirname, 'empty-client-module.js');
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_LANGUAGE_LOADER, emptyModule)]};
    },
  };
}
