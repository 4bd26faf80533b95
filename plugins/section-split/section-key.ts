/**
 * Which section of the site a path belongs to: its first path segment after the base URL, in
 * lower case, as React Router matches paths without regard to case. The home page and anything
 * outside the base URL belong to no section. The build groups the doc routes by this key
 * (plugins/section-split/build/split-routes.ts) and the browser uses it to load the routes of a section before it
 * shows one of its pages (plugins/section-split/runtime/load-section.ts), so both must agree on it.
 */
export function sectionKey(pathname: string, baseUrl: string): string | undefined {
  if (!pathname.startsWith(baseUrl)) return undefined;
  const first = pathname.slice(baseUrl.length).split('/')[0];
  return first ? first.toLowerCase() : undefined;
}
