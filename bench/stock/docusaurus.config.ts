// The yardstick of `npm run bench`: the same articles under a stock Docusaurus configuration, as a
// new site would have it (classic theme, docs and pages plugins, webpack, nothing tuned). It is a
// separate siteDir so the project's theme overrides (src/theme/) do not apply. Only what the
// articles need to render is carried over: their remark plugin, their MDX components
// (src/theme/MDXComponents.tsx here), the site's colours and the languages their code uses.
// `@docusaurus/preset-classic` is not used because its Algolia dependency cannot be installed here;
// the preset's three content pieces are listed one by one instead.
import type {Config} from '@docusaurus/types';
import {themes as prismThemes} from 'prism-react-renderer';
import path from 'node:path';
import remarkRelatedLinks from '../../plugins/related-links/remark-related-links';
import providerPoliciesPlugin from '../../plugins/provider-policies';

const config: Config = {
  title: 'Довідковий центр',
  url: 'https://help.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  i18n: {defaultLocale: 'uk', locales: ['uk']},
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {path: path.resolve(__dirname, '../../docs'), routeBasePath: '/', beforeDefaultRemarkPlugins: [remarkRelatedLinks]},
    ],
    '@docusaurus/plugin-content-pages',
    // The articles' <Policy> components import the policies module through this alias.
    providerPoliciesPlugin,
  ],
  themes: [['@docusaurus/theme-classic', {customCss: './src/css/custom.css'}]],
  themeConfig: {
    navbar: {title: 'Довідка'},
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'powershell', 'ini', 'nginx', 'sql', 'apacheconf', 'docker'],
    },
  },
};

export default config;
