/**
 * Writes the search index of a build folder (search-index.json, and .gz for nginx's gzip_static);
 * run in a worker thread by plugins/search/index.ts. Reading 254 rendered pages back took the main
 * thread 2 s, and every postBuild that came after it in the plugin list waited that long to start.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {INDEX_FILE, collectDocs, serialiseIndex} from './build-index';

export interface WriteIndexInput {
  outDir: string;
  routes: string[];
}

/** Returns how many pages the index holds. */
export default function writeSearchIndex({outDir, routes}: WriteIndexInput): number {
  const docs = collectDocs(outDir, routes);
  if (docs.length === 0) throw new Error('search-index: no searchable page was found in the build');
  const json = serialiseIndex(docs);
  fs.writeFileSync(path.join(outDir, INDEX_FILE), json);
  // Compressed once at the best level instead of on every request.
  fs.writeFileSync(path.join(outDir, `${INDEX_FILE}.gz`), zlib.gzipSync(json, {level: 9}));
  return docs.length;
}
