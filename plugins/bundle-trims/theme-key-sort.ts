/**
 * Keeps the string collator out of a page's start. The theme's `useShallowMemoObject` (used by
 * the docs' mobile menu and by every code block) sorts property names with `localeCompare`, and
 * the first such call in a page builds ICU's collator: 23 ms of a task on this machine, 33–50 ms
 * at Lighthouse's 4× CPU, every time a doc page loads. The names are plain identifiers and the
 * sort only has to be the same on every render, so comparing code units does the job with no
 * collator at all. The loader fails the build if the theme's line changes.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {THEME_REACT_UTILS} from '../_internals/module-paths';
import {loaderRule} from '../_internals/module-swaps';

export default function themeKeySortPlugin(): Plugin {
  return {
    name: 'theme-key-sort',
    configureWebpack() {
      return loaderRule('theme-key-sort', THEME_REACT_UTILS, path.resolve(__dirname, '../_internals/theme-key-sort-loader.cjs')) as never;
    },
  };
}
