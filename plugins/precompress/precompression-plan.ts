/**
 * How hard to compress each built file for nginx's gzip_static and brotli_static. An asset that
 * many pages load is sent to nearly every reader and never changes, so it gets strong settings.
 * What belongs to one page (the page itself, and the script of its article that only that page
 * names) is fetched only by that page's readers and changes with its text, so it gets settings
 * that cost the build little and still beat nginx's on-the-fly gzip.
 *
 * Measured on this site's build: brotli 10, not 11, for shared assets (11 took 2.6× the CPU and
 * saved 1.7 % more: 171 against 174 KB for the 22 largest scripts). Brotli 6 for one page's article
 * script: 10 took 16× the CPU (1.6 s for the 254 pages' scripts) to save about 300 bytes on a
 * 12 KB script, 0.15 % of a first view.
 */
export interface CompressionPlan {
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * Only what the build has written before any plugin's postBuild runs: pages, scripts, styles and
 * static SVG. Docusaurus runs every postBuild at once, so files other plugins write there (the
 * sitemap, llms.txt, Markdown copies, JSON lists) may be half-written when this one reads them;
 * nginx compresses those on the fly instead. The search index's files are compressed by the step
 * that writes them (plugins/search/write-index.ts), since a search fetches them on a keystroke.
 */
const TEXT_FILE = /\.(html|js|mjs|css|svg)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
export const MIN_COMPRESSED_SIZE = 512;

const STRONG: CompressionPlan = {brotliQuality: 10, gzipLevel: 9};
const QUICK: CompressionPlan = {brotliQuality: 6, gzipLevel: 6};
/** Pages compress well enough at 5, and there are as many of them as articles. */
const PAGE: CompressionPlan = {brotliQuality: 5, gzipLevel: 6};

/**
 * `pagesNamingIt`: how many built pages name the file in their HTML (see `assetsNamedIn`). An
 * asset no page names is loaded on demand by many (the search dialog, a code language) and counts
 * as shared.
 */
export function compressionPlan(relativePath: string, size: number, pagesNamingIt = 0): CompressionPlan | undefined {
  if (size < MIN_COMPRESSED_SIZE || !TEXT_FILE.test(relativePath)) return undefined;
  if (relativePath.split(/[\\/]/)[0] !== 'assets') return PAGE;
  return pagesNamingIt === 1 ? QUICK : STRONG;
}

/**
 * The assets a built page names (styles, preloads, and the scripts its inline loader starts after
 * the first paint, see plugins/page-start/index.ts), as paths relative to the build folder.
 */
export function assetsNamedIn(html: string): Set<string> {
  const named = new Set<string>();
  // An attribute value, quoted or not (minified HTML leaves them bare where it can), or a string.
  for (const match of html.matchAll(/["'=]\/(assets\/[^"'\s>]+)/g)) named.add(match[1]!);
  return named;
}
