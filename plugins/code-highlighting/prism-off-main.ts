/**
 * Keeps Prism out of main.js. The classic theme registers a client module that imports Prism and
 * the extra languages on every page; this plugin swaps that module for an empty one, and
 * runtime/HighlightedCode.tsx registers the languages instead, in the chunk that code blocks load.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {THEME_PRISM_LANGUAGES} from '../_internals/module-paths';
import {swapModule} from '../_internals/module-swaps';

export default function prismOffMainPlugin(): Plugin {
  return {
    name: 'prism-off-main',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const emptyModule = path.resolve(__dirname, 'empty-client-module.js');
      return {plugins: swapModule(currentBundler, 'prism-off-main', {pattern: THEME_PRISM_LANGUAGES, file: emptyModule}) as never[]};
    },
  };
}
