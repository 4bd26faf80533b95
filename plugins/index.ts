/**
 * Every plugin of the site, in named groups, in the order Docusaurus runs them (their bundler
 * edits and client modules apply in this order). Each folder under plugins/ is one feature with
 * a README.md; plugins/_internals/ is the only code that touches Docusaurus's or Rspack's
 * internals (its README.md is the register).
 *
 * HELP_STOCK_BUNDLE=1 builds the site without the optional bundle patches (OPTIONAL_PATCHES
 * below): Docusaurus's own page template, entry, route table, preload and prefetch, stock chunks
 * and minifier options, and the stock docs plugin. The site must pass its functional end-to-end
 * tests that way too (scripts/test.sh, "stock bundle"), so that it can ship on stock behaviour
 * the day an upgrade of Docusaurus breaks a patch.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import path from 'node:path';
// content
import leanDocsPlugin from './lean-docs-data';
import providerPoliciesPlugin from './provider-policies';
// remark
import remarkRelatedLinks from './related-links/remark-related-links';
import remarkGlossaryTerms from './glossary/remark-glossary-terms';
import remarkStructuredData from './structured-data/remark-structured-data';
// outputs
import llmsMarkdownPlugin from './assistants';
import notFoundIndexPlugin from './not-found-suggestions';
import socialCardsPlugin from './social-cards';
import robotsTxtPlugin from './robots-txt';
import searchIndexPlugin from './search';
// runtime the site needs
import highlightOnServerPlugin from './code-highlighting/highlight-on-server';
import codeThemeCssPlugin from './code-highlighting/code-theme-css';
// optional bundle patches
import prismOffMainPlugin from './code-highlighting/prism-off-main';
import sectionSplitPlugin from './section-split';
import stagedClientEntryPlugin, {inlineScript, startAfterPaintTemplate} from './page-start';
import prefetchOncePlugin from './prefetch';
import themeKeySortPlugin from './bundle-trims/theme-key-sort';
import frameworkChunkPlugin from './bundle-trims/framework-chunk';
import namedChunksPlugin from './bundle-trims/named-chunks';
import tslibHelpersPlugin from './bundle-trims/tslib-helpers';
import leanStyleLoadersPlugin from './bundle-trims/lean-style-loaders';
import minifyUtf8Plugin from './bundle-trims/minify-utf8';
// build
import buildCachePlugin from './build-cache';
// delivery
import precompressPlugin from './precompress';
import cspHashesPlugin from './csp';

/** Whether this build leaves out every optional bundle patch. */
export const STOCK_BUNDLE = process.env.HELP_STOCK_BUNDLE === '1';

/** Written into the articles by the docs plugin, before Docusaurus's own remark plugins. */
export const remarkPlugins = [remarkRelatedLinks, remarkGlossaryTerms, remarkStructuredData];

/**
 * The patches a stock build leaves out. Each only makes pages lighter or start sooner; the
 * README of its folder says what it measured. Kept in every build because the site needs them:
 * the code colours (code-theme-css: the Prism theme in the config is colourless), the flag that
 * tells the highlighter which bundle it is in (highlight-on-server), the `@provider-policies`
 * alias, and the inline guard against malformed paths (page-start/runtime/safe-location.js).
 */
const OPTIONAL_PATCHES: PluginConfig[] = [
  prismOffMainPlugin,
  themeKeySortPlugin,
  frameworkChunkPlugin,
  namedChunksPlugin,
  sectionSplitPlugin,
  stagedClientEntryPlugin,
  prefetchOncePlugin,
  tslibHelpersPlugin,
  leanStyleLoadersPlugin,
  minifyUtf8Plugin,
];

export function sitePlugins(docsOptions: DocsOptions): PluginConfig[] {
  const docs = {...docsOptions, beforeDefaultRemarkPlugins: remarkPlugins};
  const content: PluginConfig[] = [
    // The docs plugin, with lighter data on every page (lean-docs-data); stock builds use it as is.
    STOCK_BUNDLE ? ['@docusaurus/plugin-content-docs', docs] : [leanDocsPlugin, docs],
    '@docusaurus/plugin-content-pages',
    '@docusaurus/plugin-sitemap',
    // Points @provider-policies at the policies the site is built with (src/provider/policies.ts).
    providerPoliciesPlugin,
  ];
  const outputs: PluginConfig[] = [llmsMarkdownPlugin, notFoundIndexPlugin, socialCardsPlugin, robotsTxtPlugin, searchIndexPlugin];
  const runtime: PluginConfig[] = [highlightOnServerPlugin, codeThemeCssPlugin];
  const delivery: PluginConfig[] = [precompressPlugin, cspHashesPlugin];
  // Each variant of the build keeps its own persistent cache (plugins/build-cache).
  const build: PluginConfig[] = [buildCachePlugin(buildVariant())];
  return [...content, ...outputs, ...runtime, ...(STOCK_BUNDLE ? [] : OPTIONAL_PATCHES), ...delivery, ...build];
}

/** What makes this build's modules differ from another build's: the patches and the policies module. */
export function buildVariant(): string {
  return `${STOCK_BUNDLE ? 'stock' : 'patched'}-policies-${process.env.HELP_POLICIES ?? 'site'}`;
}

/** How a page starts (plugins/page-start): inline scripts, the template and the client modules. */
export const pageStart = {
  headTags: [{tagName: 'script', attributes: {}, innerHTML: inlineScript('safe-location.js')}],
  // The app's scripts start after the first paint; stock starts them from <head>.
  ssrTemplate: STOCK_BUNDLE ? undefined : startAfterPaintTemplate(),
  // Prefetches of the links in view wait for idle time instead of blocking input after hydration.
  clientModules: STOCK_BUNDLE ? [] : [path.resolve(__dirname, 'prefetch/runtime/idle-prefetch.ts')],
};
