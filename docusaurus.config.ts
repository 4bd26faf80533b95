import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {facts} from './src/provider/facts';
import fs from 'node:fs';
import remarkRelatedLinks from './plugins/remark-related-links';
import remarkGlossaryTerms from './plugins/remark-glossary-terms';
import remarkStructuredData from './plugins/remark-structured-data';
import llmsMarkdownPlugin from './plugins/llms-markdown';
import notFoundIndexPlugin from './plugins/not-found-index';
import socialCardsPlugin from './plugins/social-cards';
import robotsTxtPlugin from './plugins/robots-txt';
import {socialCardPath} from './src/lib/social-card';
import {withSectionLandings, type SidebarItem} from './src/lib/section-landing';
import searchIndexPlugin from './plugins/search';
import precompressPlugin from './plugins/precompress';
import cspHashes from './plugins/csp-hashes';
import leanDocsPlugin from './plugins/lean-docs';
import {withoutSearchPhrasings} from './plugins/search/front-matter';
import prismOffMainPlugin from './plugins/prism-off-main';
import themeKeySortPlugin from './plugins/theme-key-sort';
import minifyUtf8Plugin from './plugins/minify-utf8';
import codeThemeCssPlugin from './plugins/code-theme-css';
import frameworkChunkPlugin from './plugins/framework-chunk';
import namedChunksPlugin from './plugins/named-chunks';
import sectionRoutesPlugin from './plugins/section-routes';
import stagedClientEntryPlugin from './plugins/staged-client-entry';
import prefetchOncePlugin from './plugins/prefetch-once';
import tslibHelpersPlugin from './plugins/tslib-helpers';
import leanStyleLoadersPlugin from './plugins/lean-style-loaders';
import providerPoliciesPlugin from './plugins/provider-policies';
import {COLOURLESS_PRISM_THEME} from './src/lib/prism-theme-css';
import {ssrTemplate} from './src/ssr-template';

const config: Config = {
  title: facts.helpCentreName,
  tagline: 'Відповіді на питання про виділені й віртуальні сервери, оплату та обліковий запис',
  favicon: 'img/favicon.svg',
  url: 'https://help.example.com',
  baseUrl: '/',
  organizationName: 'example-hosting',
  projectName: 'hosting-help',

  // The specification asks for warnings here; the test suite fails on any warning the build prints.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}, parseFrontMatter: withoutSearchPhrasings},

  i18n: {
    defaultLocale: 'uk',
    locales: ['uk'],
    localeConfigs: {uk: {label: 'Українська', direction: 'ltr', htmlLang: 'uk'}},
  },

  headTags: [
    {tagName: 'script', attributes: {}, innerHTML: fs.readFileSync('./src/client/safe-location.js', 'utf8').replace(/^\/\/.*\n/gm, '').trim()},
  ],

  // The app's scripts start after the first paint (src/ssr-template.ts).
  ssrTemplate: ssrTemplate(),
  // Prefetches of the links in view wait for idle time instead of blocking input after hydration.
  clientModules: ['./src/client/idle-prefetch.ts'],

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
  },

  plugins: [
    [
      // '@docusaurus/plugin-content-docs', with lighter data on every page (plugins/lean-docs.ts).
      leanDocsPlugin,
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        beforeDefaultRemarkPlugins: [remarkRelatedLinks, remarkGlossaryTerms, remarkStructuredData],
        // The date of each article's last commit, shown in Ukrainian («21 лист. 2026 р.»). In a
        // shallow clone every page shows the date of the newest commit; without git, no date.
        showLastUpdateTime: true,
        // Folder routes without an index article (/order/, /order/hdd/, …) become landing pages.
        async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
          const items = await defaultSidebarItemsGenerator(args);
          return withSectionLandings(items as SidebarItem[], socialCardPath) as typeof items;
        },
        versions: {current: {label: 'Next', badge: true}},
      } satisfies DocsOptions,
    ],
    '@docusaurus/plugin-content-pages',
    '@docusaurus/plugin-sitemap',
    // Points @provider-policies at the policies the site is built with (src/provider/policies.ts).
    providerPoliciesPlugin,
    llmsMarkdownPlugin,
    notFoundIndexPlugin,
    socialCardsPlugin,
    robotsTxtPlugin,
    searchIndexPlugin,
    prismOffMainPlugin,
    themeKeySortPlugin,
    codeThemeCssPlugin,
    frameworkChunkPlugin,
    namedChunksPlugin,
    sectionRoutesPlugin,
    stagedClientEntryPlugin,
    prefetchOncePlugin,
    tslibHelpersPlugin,
    leanStyleLoadersPlugin,
    minifyUtf8Plugin,
    precompressPlugin,
    cspHashes,
  ],
  themes: [['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css', './src/css/print.css']} satisfies ThemeOptions]],

  themeConfig: {
    // The link preview of pages that have no section card of their own (src/lib/social-card.ts).
    image: socialCardPath('/'),
    metadata: [{property: 'og:site_name', content: facts.helpCentreName}],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    // Colours from src/css/custom.css, so the bar follows the theme (stock is white in both).
    announcementBar: {
      id: facts.announcement.id,
      content: facts.announcement.text,
      isCloseable: true,
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
    },
    navbar: {
      title: 'Довідка',
      logo: {alt: facts.name, src: 'img/logo-light.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {href: facts.sites.main, label: 'Головний сайт', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'localeDropdown', position: 'right', className: 'navbar-locale-mobile-only'},
      ],
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    footer: {
      style: 'dark',
      links: [
        {label: 'Головний сайт', href: facts.sites.main},
        {label: 'Особистий кабінет', href: facts.sites.billing},
        {label: 'Умови надання послуг', href: facts.sites.terms},
        {label: 'Стан сервісів', href: facts.sites.status},
      ],
      copyright: `© ${facts.legalName}`,
    },
    prism: {
      // The colours are CSS on the token classes (plugins/code-theme-css.ts, from src/code-themes.ts),
      // so the server's highlighted HTML is right in both modes and no inline colour is written.
      theme: COLOURLESS_PRISM_THEME,
      darkTheme: COLOURLESS_PRISM_THEME,
      // Only the languages of the articles' code fences (yaml ships with prism-react-renderer); each
      // language added here goes into the chunk that pages with code blocks load (prism-off-main).
      additionalLanguages: ['bash', 'powershell', 'ini', 'nginx', 'sql'],
    },
  } satisfies UserThemeConfig,
};

export default config;
