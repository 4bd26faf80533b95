/**
 * Docusaurus plugin: after the build, writes `name.br` and `name.gz` beside every text file that
 * compresses, so nginx (brotli_static, gzip_static in deploy/help-centre.conf) sends them as they
 * are instead of compressing on every request. Part of `docusaurus build`, so the bench's build
 * times include it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';
import {compressionPlan} from './precompression-plan';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompressFile(file: string, relative: string): Promise<void> {
  const data = await fs.readFile(file);
  const plan = compressionPlan(relative, data.length);
  if (!plan) return;
  const [br, gz] = await Promise.all([
    brotli(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: plan.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length}}),
    gzip(data, {level: plan.gzipLevel}),
  ]);
  // A compressed copy no smaller than the file would only cost the reader decoding time.
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      const files = await listFiles(outDir);
      // zlib's async calls run on libuv's thread pool, so this uses every core the machine has.
      await Promise.all(files.map((file) => precompressFile(file, path.relative(outDir, file))));
    },
  };
}
