/**
 * Draws link-preview images (1200×630 PNG) with no outside service: satori lays each card out to
 * SVG with the Noto Sans font from npm, resvg turns it into PNG. Run in a worker thread by
 * plugins/social-cards; the default export takes the cards and returns their PNG files.
 */
import fs from 'node:fs';

const WIDTH = 1200;
const HEIGHT = 630;

export interface Card {
  name: string;
  heading: string;
}

export interface CardImagesInput {
  cards: Card[];
  site: {title: string; host: string};
}

function font(file: string): Buffer {
  return fs.readFileSync(require.resolve(`@fontsource/noto-sans/files/${file}`));
}

type El = {type: string; props: Record<string, unknown>};
const el = (type: string, style: Record<string, unknown>, children: unknown): El => ({type, props: {style, children}});

function layout(card: Card, site: CardImagesInput['site']): El {
  return el(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: '#1b1b1d',
      color: '#f5f6f7',
      fontFamily: 'Noto Sans, Noto Sans Latin',
    },
    [
      el('div', {fontSize: 34, color: '#a8c7fa', display: 'flex'}, site.title),
      el(
        'div',
        {
          width: WIDTH - 160,
          fontSize: card.heading.length > 40 ? 56 : card.heading.length > 24 ? 72 : 88,
          fontWeight: 700,
          lineHeight: 1.1,
          display: 'flex',
        },
        card.heading,
      ),
      el('div', {fontSize: 30, color: '#c5c8cc', display: 'flex', borderTop: '4px solid #3578e5', paddingTop: 24}, site.host),
    ],
  );
}

export default async function drawCardImages({cards, site}: CardImagesInput): Promise<{name: string; png: Uint8Array}[]> {
  const {default: satori} = await import('satori');
  const {Resvg} = await import('@resvg/resvg-js');
  // One family per character subset: satori falls back between families, not between files.
  const fonts = [
    {name: 'Noto Sans', data: font('noto-sans-cyrillic-400-normal.woff'), weight: 400 as const, style: 'normal' as const},
    {name: 'Noto Sans Latin', data: font('noto-sans-latin-400-normal.woff'), weight: 400 as const, style: 'normal' as const},
    {name: 'Noto Sans', data: font('noto-sans-cyrillic-700-normal.woff'), weight: 700 as const, style: 'normal' as const},
    {name: 'Noto Sans Latin', data: font('noto-sans-latin-700-normal.woff'), weight: 700 as const, style: 'normal' as const},
  ];
  const images = [];
  for (const card of cards) {
    const svg = await satori(layout(card, site) as never, {width: WIDTH, height: HEIGHT, fonts});
    images.push({name: card.name, png: new Resvg(svg, {fitTo: {mode: 'width', value: WIDTH}}).render().asPng()});
  }
  return images;
}
