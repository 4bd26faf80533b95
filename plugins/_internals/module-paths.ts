/**
 * The files inside Docusaurus's packages that this project swaps, wraps or rewrites, as the
 * bundler sees them (resolved paths, either separator). Each pattern's package path is listed in
 * INTERNAL_FILES, which ./contract.test.ts resolves in the installed version and tests the
 * pattern against, so a moved or renamed file fails the tests, not the readers.
 */

/** Core's client `preload`, swapped by the section split (plugins/section-split). */
export const CORE_PRELOAD = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
/** The folder of core's client modules, whose `./prefetch` import the prefetch feature swaps. */
export const CORE_CLIENT_DIR = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;
/** The request by which core's client modules import the prefetch helper. */
export const CORE_PREFETCH_REQUEST = /^\.\/prefetch$/;
/** Core's client entry, which the staged entry (plugins/page-start) runs after its stages. */
export const CORE_CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
/** The classic theme's client module that imports Prism and its languages on every page. */
export const THEME_PRISM_LANGUAGES = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** theme-common's React helpers, whose one `localeCompare` sort the key-sort loader rewrites. */
export const THEME_REACT_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** Each pattern above with the package file it must match in the installed version. */
export const INTERNAL_FILES: {pattern: RegExp; file: string}[] = [
  {pattern: CORE_PRELOAD, file: '@docusaurus/core/lib/client/preload.js'},
  {pattern: CORE_CLIENT_ENTRY, file: '@docusaurus/core/lib/client/clientEntry.js'},
  {pattern: THEME_PRISM_LANGUAGES, file: '@docusaurus/theme-classic/lib/prism-include-languages.js'},
  {pattern: THEME_REACT_UTILS, file: '@docusaurus/theme-common/lib/utils/reactUtils.js'},
];
