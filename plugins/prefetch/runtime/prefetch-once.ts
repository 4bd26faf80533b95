/**
 * Docusaurus's prefetch helper (core's client prefetch.js), called once per script
 * URL instead of once per script of every route a link leads to (../index.ts swaps
 * it in). Stock asks again for the scripts that all doc routes share and for those the page
 * itself runs: on /working-with-server/lan/howto its links in view added 396 <link rel=prefetch>
 * for 24 scripts, 23 per link, and its idle tasks took 6–37 ms at 4× CPU throttling (5–12 ms
 * with this helper).
 */
import stockPrefetch from '../../_internals/core-prefetch';

const requested = new Set<string>();

/** Whether the page runs the script already: the scripts it lists, and chunks loaded since. */
function pageHasScript(url: string): boolean {
  return Array.from(document.scripts).some((script) => script.getAttribute('src') === url);
}

export default function prefetch(url: string): Promise<void> {
  if (requested.has(url)) return Promise.resolve();
  requested.add(url);
  if (pageHasScript(url)) return Promise.resolve();
  return stockPrefetch(url);
}
