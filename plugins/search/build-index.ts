/**
 * Builds the search index from the rendered pages of a build folder; shared by the plugin's
 * postBuild and the bench script, so the bench measures exactly what ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchIndex, serialiseSearchIndex} from '../../src/lib/search/engine';
import type {SearchDoc} from '../../src/lib/search/types';
import {catalogByRoute} from '../doc-catalog';
import {extractDoc} from './extract';

/** Name of the index in the build; fixed, since nginx makes browsers revalidate non-/assets files. */
export const INDEX_FILE = 'search-index.json';

/** Section label of pages outside any sidebar category. */
export const GENERAL_SECTION = 'Загальне';

export function htmlFileOf(outDir: string, route: string): string {
  const rel = route.replace(/^\//, '');
  const asFolder = path.join(outDir, rel, 'index.html');
  return fs.existsSync(asFolder) ? asFolder : path.join(outDir, `${rel.replace(/\/$/, '')}.html`);
}

/** The documents of the built pages; each doc's phrasings are read from its source's front matter. */
export function collectDocs(outDir: string, routes: readonly string[]): SearchDoc[] {
  const catalog = catalogByRoute();
  const docs: SearchDoc[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const file = htmlFileOf(outDir, route);
    if (!fs.existsSync(file)) continue;
    const phrasings = catalog.get(route)?.phrasings ?? [];
    const doc = extractDoc(fs.readFileSync(file, 'utf8'), route, GENERAL_SECTION, phrasings);
    if (doc) docs.push({...doc, id: docs.length});
  }
  return docs;
}

/** The serialised index of the given documents. */
export function serialiseIndex(docs: readonly SearchDoc[]): string {
  return serialiseSearchIndex(createSearchIndex(docs));
}
