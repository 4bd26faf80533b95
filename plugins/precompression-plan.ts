/**
 * How hard to compress each built file for nginx's gzip_static and brotli_static. Hashed assets
 * are sent to every reader and never change, so they get the strongest (slowest) settings; pages
 * are many and change with every build, so they get settings that cost the build little and still
 * beat nginx's on-the-fly gzip.
 */
export interface CompressionPlan {
  brotliQuality: number;
  gzipLevel: number;
}

const TEXT_FILE = /\.(html|js|mjs|css|svg|xml|json|txt|map)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
export const MIN_COMPRESSED_SIZE = 512;

export function compressionPlan(relativePath: string, size: number): CompressionPlan | undefined {
  // The sitemap plugin writes sitemap.xml in its own postBuild, at the same time as this one runs;
  // nginx compresses that one file on the fly.
  if (relativePath === 'sitemap.xml') return undefined;
  if (size < MIN_COMPRESSED_SIZE || !TEXT_FILE.test(relativePath)) return undefined;
  const asset = relativePath.split(/[\\/]/)[0] === 'assets';
  return asset ? {brotliQuality: 11, gzipLevel: 9} : {brotliQuality: 5, gzipLevel: 6};
}
