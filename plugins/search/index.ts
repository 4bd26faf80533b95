/**
 * Docusaurus plugin: after the build has rendered every page, reads them back and writes the
 * search index (search-index.json, and .gz for nginx's gzip_static) beside them. The browser fetches it only when search opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE, collectDocs, serialiseIndex} from './build-index';

export default function searchIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const docs = collectDocs(outDir, routesPaths);
      if (docs.length === 0) throw new Error('search-index: no searchable page was found in the build');
      const json = serialiseIndex(docs);
      fs.writeFileSync(path.join(outDir, INDEX_FILE), json);
      // nginx serves this with gzip_static: compressed once at the best level instead of per request.
      fs.writeFileSync(path.join(outDir, `${INDEX_FILE}.gz`), zlib.gzipSync(json, {level: 9}));
    },
  };
}
