// Rspack loader for theme-common's React helpers (module-paths.ts, THEME_REACT_UTILS); see plugins/bundle-trims/theme-key-sort.ts.
// A CommonJS file because Rspack require()s its loaders in the build's own process, where
// TypeScript is not compiled.
'use strict';

const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/** The module's source with its one locale-aware sort of property names made a code-unit sort. */
function sortKeysByCodeUnit(source) {
  if (!source.includes(LOCALE_SORT)) {
    throw new Error(
      `plugins/bundle-trims/theme-key-sort.ts: "${LOCALE_SORT}" is no longer in the theme's reactUtils.js; check whether the theme still calls localeCompare as a page hydrates, and update or remove this plugin.`,
    );
  }
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
}

module.exports = function themeKeySortLoader(source) {
  return sortKeysByCodeUnit(source);
};
module.exports.sortKeysByCodeUnit = sortKeysByCodeUnit;
