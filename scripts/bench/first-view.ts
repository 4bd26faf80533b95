/**
 * Which scripts and style sheets a page loads before React hydrates it: the browser reports every
 * resource it fetched (Resource Timing) and when the page marked itself hydrated; what started
 * before that moment is the first view's code. Prefetches of the pages linked from this one
 * (<link rel=prefetch>, which Docusaurus starts while hydrating) are left out: they do not delay
 * the reader, and the browser fetches them at idle priority. Scripts count when a <script> element
 * fetched them: the page's own and the chunks the bundler's loader adds.
 */
export interface ResourceEntry {
  /** Absolute URL of the resource. */
  name: string;
  /** Milliseconds since navigation start. */
  startTime: number;
  /** What fetched it: 'script' for <script> elements, 'link' for <link> (styles, prefetches), … */
  initiatorType: string;
  /** Bytes of the body as the server sent it (compressed, if it was). */
  encodedBodySize: number;
}

export interface FirstViewAssets {
  js: string[];
  css: string[];
  /** Bytes on the wire for those scripts, as this server compressed them (brotli, gzip or none). */
  jsServedBytes: number;
}

/** The path of a same-origin URL ('/assets/js/main.js'), or undefined for another origin. */
export function sameOriginPath(url: string, origin: string): string | undefined {
  const parsed = new URL(url, origin);
  return parsed.origin === new URL(origin).origin ? parsed.pathname : undefined;
}

export function firstViewAssets(entries: ResourceEntry[], hydratedAt: number, origin: string): FirstViewAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  let jsServedBytes = 0;
  for (const entry of entries) {
    if (entry.startTime > hydratedAt) continue;
    const path = sameOriginPath(entry.name, origin);
    if (!path) continue;
    if (path.endsWith('.js')) {
      if (entry.initiatorType !== 'script') continue;
      if (!js.has(path)) jsServedBytes += entry.encodedBodySize;
      js.add(path);
    } else if (path.endsWith('.css')) css.add(path);
  }
  return {js: [...js].sort(), css: [...css].sort(), jsServedBytes};
}
