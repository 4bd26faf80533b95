/**
 * Draws the link-preview image (1200×630 PNG) of every top-level section and of the site, at build
 * time and with no outside service: satori lays the card out to SVG with the Noto Sans font from
 * npm, resvg turns it into PNG. Which page shows which card: src/lib/social-card.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCS_DIR} from './doc-catalog';
import {SITE_CARD, SOCIAL_CARD_DIR} from '../src/lib/social-card';

const WIDTH = 1200;
const HEIGHT = 630;

interface Card {
  name: string;
  heading: string;
}

function sections(): Card[] {
  return fs
    .readdirSync(DOCS_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(DOCS_DIR, entry.name, '_category_.json')))
    .map((entry) => ({
      name: entry.name,
      heading: String(JSON.parse(fs.readFileSync(path.join(DOCS_DIR, entry.name, '_category_.json'), 'utf8')).label),
    }));
}

function font(file: string): Buffer {
  return fs.readFileSync(require.resolve(`@fontsource/noto-sans/files/${file}`));
}

type El = {type: string; props: Record<string, unknown>};
const el = (type: string, style: Record<string, unknown>, children: unknown): El => ({type, props: {style, children}});

function layout(card: Card, site: {title: string; host: string}): El {
  return el(
    'div',
    {width: WIDTH, height: HEIGHT, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', background: '#1b1b1d', color: '#f5f6f7', fontFamily: 'Noto Sans, Noto Sans Latin'},
    [
      el('div', {fontSize: 34, color: '#a8c7fa', display: 'flex'}, site.title),
      el('div', {width: WIDTH - 160, fontSize: card.heading.length > 40 ? 56 : card.heading.length > 24 ? 72 : 88, fontWeight: 700, lineHeight: 1.1, display: 'flex'}, card.heading),
      el('div', {fontSize: 30, color: '#c5c8cc', display: 'flex', borderTop: '4px solid #3578e5', paddingTop: 24}, site.host),
    ],
  );
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'social-cards',
    async postBuild({outDir}) {
      const {default: satori} = await import('satori');
      const {Resvg} = await import('@resvg/resvg-js');
      // One family per character subset: satori falls back between families, not between files.
      const fonts = [
        {name: 'Noto Sans', data: font('noto-sans-cyrillic-400-normal.woff'), weight: 400 as const, style: 'normal' as const},
        {name: 'Noto Sans Latin', data: font('noto-sans-latin-400-normal.woff'), weight: 400 as const, style: 'normal' as const},
        {name: 'Noto Sans', data: font('noto-sans-cyrillic-700-normal.woff'), weight: 700 as const, style: 'normal' as const},
        {name: 'Noto Sans Latin', data: font('noto-sans-latin-700-normal.woff'), weight: 700 as const, style: 'normal' as const},
      ];
      const site = {title: context.siteConfig.title, host: new URL(context.siteConfig.url).host};
      const dir = path.join(outDir, SOCIAL_CARD_DIR);
      fs.mkdirSync(dir, {recursive: true});
      const cards = [{name: SITE_CARD, heading: context.siteConfig.tagline}, ...sections()];
      for (const card of cards) {
        const svg = await satori(layout(card, site) as never, {width: WIDTH, height: HEIGHT, fonts});
        const png = new Resvg(svg, {fitTo: {mode: 'width', value: WIDTH}}).render().asPng();
        fs.writeFileSync(path.join(dir, `${card.name}.png`), png);
      }
    },
  };
}
