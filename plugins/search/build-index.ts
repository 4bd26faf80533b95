/**
 * Builds the search index from the rendered pages of a build folder; shared by the plugin's
 * postBuild and the bench script, so the bench measures exactly what ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchIndex, serialiseSearchIndex} from '../../src/lib/search/engine';
import {fragmentIndex} from '../../src/lib/search/fragment-build';
import type {SearchDoc} from '../../src/lib/search/types';
import {catalogByRoute} from '../shared/doc-catalog';
import {extractDoc} from './extract';

/**
 * Folder of the fragmented index in the build. Its core.json has a fixed name (nginx makes
 * browsers revalidate non-/assets files); the fragments sit in a folder named after the build's
 * index, so a reader never mixes two builds' files.
 */
export const INDEX_DIR = 'search-index';

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

/** The files of the fragmented index of the given documents, by path under INDEX_DIR. */
export function fragmentFiles(docs: readonly SearchDoc[]): Map<string, string> {
  return fragmentIndex(createSearchIndex(docs).toJSON());
}

/** The whole index as one file, as it was shipped before the fragmented index (the bench compares the two). */
export function serialiseIndex(docs: readonly SearchDoc[]): string {
  return serialiseSearchIndex(createSearchIndex(docs));
}
