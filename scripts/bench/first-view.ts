/**
 * Which scripts and style sheets a page loads before React hydrates it: the browser reports every
 * resource it fetched (Resource Timing) and when the page marked itself hydrated; what started
 * before that moment is the first view's code. Prefetches the page starts after hydration (links
 * in view) are left out, as they do not delay the reader.
 */
export interface ResourceEntry {
  /** Absolute URL of the resource. */
  name: string;
  /** Milliseconds since navigation start. */
  startTime: number;
}

export interface FirstViewAssets {
  js: string[];
  css: string[];
}

/** The path of a same-origin URL ('/assets/js/main.js'), or undefined for another origin. */
export function sameOriginPath(url: string, origin: string): string | undefined {
  const parsed = new URL(url, origin);
  return parsed.origin === new URL(origin).origin ? parsed.pathname : undefined;
}

export function firstViewAssets(entries: ResourceEntry[], hydratedAt: number, origin: string): FirstViewAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const entry of entries) {
    if (entry.startTime > hydratedAt) continue;
    const path = sameOriginPath(entry.name, origin);
    if (!path) continue;
    if (path.endsWith('.js')) js.add(path);
    else if (path.endsWith('.css')) css.add(path);
  }
  return {js: [...js].sort(), css: [...css].sort()};
}
