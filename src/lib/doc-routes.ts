/**
 * Where a docs file is served. Docs are served from the site root, so `docs/apps/docker.mdx` is
 * `/apps/docker` and `docs/apps/index.mdx` is `/apps/`. A front-matter `slug` of `/` (the welcome
 * page) wins over the file name; no other slug is used in this project.
 */
export function docRoute(relativeFile: string, slug?: string): string {
  if (slug === '/') return '/';
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

/** The folder route a page belongs to: `/order/hdd/raid` → `/order/hdd/`, `/order/hdd/` → `/order/`. */
export function parentRoute(route: string): string {
  const trimmed = route.endsWith('/') ? route.slice(0, -1) : route;
  const cut = trimmed.lastIndexOf('/');
  return cut <= 0 ? '/' : `${trimmed.slice(0, cut)}/`;
}

/**
 * The pages a section index lists: its direct pages, and for each sub-folder either that folder's
 * own index page or, when it has none, the folder's pages themselves.
 */
export function sectionChildren(sectionRoute: string, routes: readonly string[]): string[] {
  const inside = routes.filter((r) => r !== sectionRoute && r.startsWith(sectionRoute));
  const indexes = new Set(inside.filter((r) => r.endsWith('/')));
  return inside.filter((r) => {
    let parent = parentRoute(r);
    while (parent !== sectionRoute) {
      if (indexes.has(parent)) return false;
      parent = parentRoute(parent);
    }
    return true;
  });
}
