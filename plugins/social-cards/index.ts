/**
 * Writes the link-preview image of every top-level section and of the site into the build
 * (drawn by plugins/social-cards/card-images.ts). Which page shows which card: plugins/social-cards/card-paths.ts.
 *
 * The cards need only the section labels and the site's title, so a production build starts
 * drawing them in a worker thread before it bundles, when a core is often idle, and postBuild
 * only writes them: drawing the 13 cards takes 1.3 s of CPU, and postBuild's other steps
 * already keep both cores busy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCS_DIR} from '../shared/doc-catalog';
import {SITE_CARD, SOCIAL_CARD_DIR} from './card-paths';
import {runInWorker} from '../shared/worker/run-in-worker';
import type {Card, CardImagesInput} from './card-images';

type Images = {name: string; png: Uint8Array}[];

function sections(): Card[] {
  return fs
    .readdirSync(DOCS_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(DOCS_DIR, entry.name, '_category_.json')))
    .map((entry) => ({
      name: entry.name,
      heading: String(JSON.parse(fs.readFileSync(path.join(DOCS_DIR, entry.name, '_category_.json'), 'utf8')).label),
    }));
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  let drawing: Promise<Images> | undefined;
  const draw = () => {
    if (!drawing) {
      const input: CardImagesInput = {
        cards: [{name: SITE_CARD, heading: context.siteConfig.tagline}, ...sections()],
        site: {title: context.siteConfig.title, host: new URL(context.siteConfig.url).host},
      };
      drawing = runInWorker<CardImagesInput, Images>(path.join(__dirname, 'card-images.ts'), input);
      // Awaited in postBuild; until then a failure must not count as an unhandled rejection.
      drawing.catch(() => undefined);
    }
    return drawing;
  };
  return {
    name: 'social-cards',
    configureWebpack(config) {
      if (config.mode === 'production') void draw();
      return {};
    },
    async postBuild({outDir}) {
      const dir = path.join(outDir, SOCIAL_CARD_DIR);
      fs.mkdirSync(dir, {recursive: true});
      for (const {name, png} of await draw()) fs.writeFileSync(path.join(dir, `${name}.png`), png);
    },
  };
}
