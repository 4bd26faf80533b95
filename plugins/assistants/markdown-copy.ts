/**
 * Where the Markdown copy of a page is served: the page's address with `.md` added, and
 * `index.md` for a folder route (`/order/cart` → `/order/cart.md`, `/apps/` → `/apps/index.md`).
 */
export function markdownCopyPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
