/**
 * Writes `name.br` and `name.gz` beside every built file that compresses (plugins/precompress
 * runs this in a worker thread). One file after another with zlib's synchronous calls: on this
 * site's build, zlib's asynchronous calls on libuv's four threads spent 3.4 s of CPU (1.7 s of it
 * in the kernel) for what one thread does in 1.1 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {assetsNamedIn, compressionPlan} from './precompression-plan';

export interface PrecompressInput {
  outDir: string;
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** How many built pages name each asset. */
function pagesNamingAssets(files: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    for (const asset of assetsNamedIn(fs.readFileSync(file, 'utf8'))) counts.set(asset, (counts.get(asset) ?? 0) + 1);
  }
  return counts;
}

/** Returns how many files were compressed. */
export default function precompressFiles({outDir}: PrecompressInput): number {
  const files = listFiles(outDir);
  const naming = pagesNamingAssets(files);
  let compressed = 0;
  for (const file of files) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    const size = fs.statSync(file).size;
    const plan = compressionPlan(relative, size, naming.get(relative) ?? 0);
    if (!plan) continue;
    const data = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(data, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: plan.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size},
    });
    const gz = zlib.gzipSync(data, {level: plan.gzipLevel});
    // A compressed copy no smaller than the file would only cost the reader decoding time.
    if (br.length < size) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < size) fs.writeFileSync(`${file}.gz`, gz);
    compressed += 1;
  }
  return compressed;
}
