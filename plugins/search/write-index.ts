/**
 * Writes the search index of a build folder: the fragmented index's files under search-index/
 * (src/lib/search/fragment-build.ts), each with a .br and a .gz beside it for nginx's brotli_static
 * and gzip_static. The site's precompression (plugins/precompress.ts) runs beside this step and
 * cannot see these files, so they are compressed here. Run in a worker thread by
 * plugins/search/index.ts: reading 254 rendered pages back took the main thread 2 s, and every
 * postBuild that came after it in the plugin list waited that long to start.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {INDEX_DIR, collectDocs, fragmentFiles} from './build-index';

export interface WriteIndexInput {
  outDir: string;
  routes: string[];
}

/** Brotli's best: the files are small (about 1–5 KB each), so even 11 costs the build well under a second. */
const BROTLI = {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}};

export function writeCompressed(file: string, text: string): void {
  const data = Buffer.from(text);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, data);
  const br = zlib.brotliCompressSync(data, BROTLI);
  const gz = zlib.gzipSync(data, {level: 9});
  // A compressed copy no smaller than the file would only cost the reader decoding time.
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
}

/** Returns how many pages the index holds. */
export default function writeSearchIndex({outDir, routes}: WriteIndexInput): number {
  const docs = collectDocs(outDir, routes);
  if (docs.length === 0) throw new Error('search-index: no searchable page was found in the build');
  const dir = path.join(outDir, INDEX_DIR);
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [name, text] of fragmentFiles(docs)) writeCompressed(path.join(dir, name), text);
  return docs.length;
}
