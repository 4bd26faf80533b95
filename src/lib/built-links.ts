/**
 * Internal links and anchors of built HTML pages: what each page links to, what ids it holds, and
 * which links lead nowhere. Pure: the caller reads the files.
 */

export interface BuiltPage {
  /** The route the page answers, e.g. '/apps/docker' or '/apps/'. */
  route: string;
  html: string;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Values of href attributes of <a> elements (quoted or not, as the minifier leaves them). */
export function linkTargets(html: string): string[] {
  const targets: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi))
    targets.push(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
  return targets;
}

/** Every id and <a name> of a page, the places a #fragment can land. */
export function anchors(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) ids.add(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
  return ids;
}

/** The same route written the ways a link may write it: with or without the trailing slash. */
export function routeKey(pathname: string): string {
  const decoded = (() => {
    try {
      return decodeURI(pathname);
    } catch {
      return pathname;
    }
  })();
  return decoded.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
}

/** Broken internal links and anchors: 'from → to (why)'. Links to other sites are not followed. */
export function brokenLinks(pages: BuiltPage[], files: ReadonlySet<string>, siteOrigin: string): string[] {
  const byRoute = new Map(pages.map((p) => [routeKey(p.route), p]));
  const idsOf = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const page of pages) {
    for (const href of linkTargets(page.html)) {
      if (href === '' || /^(mailto|tel|javascript|data):/i.test(href)) continue;
      const url = new URL(href, `${siteOrigin}${page.route}`);
      if (url.origin !== siteOrigin) continue;
      const key = routeKey(url.pathname);
      const target = byRoute.get(key);
      if (!target) {
        if (!files.has(decodeURI(url.pathname))) broken.push(`${page.route} → ${href} (no such page)`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!fragment) continue;
      if (!idsOf.has(key)) idsOf.set(key, anchors(target.html));
      if (!idsOf.get(key)!.has(fragment)) broken.push(`${page.route} → ${href} (no anchor #${fragment})`);
    }
  }
  return broken;
}
