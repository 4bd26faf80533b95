import type {Config} from '@docusaurus/types';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {facts} from './src/provider/facts';
// Features: one folder each under plugins/, listed in plugins/index.ts.
import {pageStart, sitePlugins} from './plugins';
import {socialCardPath} from './plugins/social-cards/card-paths';
import {withSectionLandings, type SidebarItem} from './plugins/section-landings/section-landing';
import {withoutSearchPhrasings} from './plugins/search/front-matter';
import {COLOURLESS_PRISM_THEME} from './plugins/code-highlighting/prism-theme-css';

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

  // How a page starts: the inline guard against malformed paths, the template that starts the
  // app's scripts after the first paint, and prefetches in idle time (plugins/page-start, plugins/prefetch).
  headTags: pageStart.headTags,
  ...(pageStart.ssrTemplate && {ssrTemplate: pageStart.ssrTemplate}),
  clientModules: pageStart.clientModules,

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
  },

  // Content, outputs, runtime, optional bundle patches and delivery, in that order (plugins/index.ts).
  plugins: sitePlugins({
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    // The date of each article's last commit, shown in Ukrainian («21 лист. 2026 р.»). In a
    // shallow clone every page shows the date of the newest commit; without git, no date.
    showLastUpdateTime: true,
    // Folder routes without an index article (/order/, /order/hdd/, …) become landing pages.
    async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
      const items = await defaultSidebarItemsGenerator(args);
      return withSectionLandings(items as SidebarItem[], socialCardPath) as typeof items;
    },
    versions: {current: {label: 'Next', badge: true}},
  }),
  themes: [['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css', './src/css/print.css']} satisfies ThemeOptions]],

  themeConfig: {
    // The link preview of pages that have no section card of their own (plugins/social-cards/card-paths.ts).
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
      // The colours are CSS on the token classes (plugins/code-highlighting/code-theme-css.ts, from code-themes.ts there),
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
