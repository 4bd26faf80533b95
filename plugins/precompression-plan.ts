/**
 * How hard to compress each built file for nginx's gzip_static and brotli_static. Hashed assets
 * are sent to every reader and never change, so they get strong settings; pages are many and change
 * with every build, so they get settings that cost the build little and still beat nginx's
 * on-the-fly gzip. Brotli 10, not 11, for assets: measured on this site's 7.5 MB of scripts,
 * quality 11 took 74 s of CPU against 11 s for 10 and saved only 2.4 % more (main.js 139.0 KB
 * against 141.4 KB), which made precompression a fifth of the cold build.
 */
export interface CompressionPlan {
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * Only what the build has written before any plugin's postBuild runs: pages, scripts, styles and
 * static SVG. Docusaurus runs every postBuild at once, so files other plugins write there (the
 * sitemap, llms.txt, Markdown copies, the search index, JSON lists) may be half-written when this
 * one reads them; nginx compresses those on the fly instead.
 */
const TEXT_FILE = /\.(html|js|mjs|css|svg)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
export const MIN_COMPRESSED_SIZE = 512;

export function compressionPlan(relativePath: string, size: number): CompressionPlan | undefined {
  if (size < MIN_COMPRESSED_SIZE || !TEXT_FILE.test(relativePath)) return undefined;
  const asset = relativePath.split(/[\\/]/)[0] === 'assets';
  return asset ? {brotliQuality: 10, gzipLevel: 9} : {brotliQuality: 5, gzipLevel: 6};
}
