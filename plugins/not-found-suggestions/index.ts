/**
 * Writes `/not-found-articles.json`: the route and title of every listed article, which the 404
 * page loads (and only it) to suggest the articles closest to the address that was not found.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {readCatalog} from '../shared/doc-catalog';
import type {ArticleRef} from './closest-articles';

export const NOT_FOUND_INDEX = 'not-found-articles.json';

export default function notFoundIndexPlugin(): Plugin {
  return {
    name: 'not-found-index',
    async postBuild({outDir}) {
      const articles: ArticleRef[] = readCatalog()
        .filter((d) => !d.unlisted && !d.parseError)
        .map((d) => ({route: d.route, title: d.title}));
      fs.writeFileSync(path.join(outDir, NOT_FOUND_INDEX), JSON.stringify(articles));
    },
  };
}
