/** What the end-to-end tests know about the site: its routes and their expected titles. */
import {expect, type Page, type Response} from '@playwright/test';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {extraRoutes, siteRoutes} from '../../scripts/site-routes';
import {facts} from '../../src/provider/facts';

export const SITE_TITLE = facts.helpCentreName;

/**
 * Every route the specification names (../shared/routes.txt, beside the repository), plus the help
 * centre's own sections the specification does not list (tests/routes-extra.txt).
 */
export function specRoutes(): string[] {
  return siteRoutes();
}

export {extraRoutes};

/** The title each route's page must carry, from its front matter. */
export function expectedTitles(): Map<string, string> {
  return new Map(readCatalog().map((d) => [d.route, d.title]));
}

export const UNLISTED = ['/services/choosing-plan', '/prepurchase/network-speed/speed-test'];

/** A doc page with code blocks, a table of contents and neighbours, used by the behaviour tests. */
export const SAMPLE_DOC = '/working-with-server/tech-questions/ssh-connect';

/**
 * Opens a page and waits until the app has hydrated it. The scripts start after the first paint
 * (plugins/page-start/index.ts), so the load event can come before them: a test that clicks a control
 * right after page.goto would click the server-rendered HTML, which does nothing yet.
 */
export async function gotoHydrated(page: Page, route: string): Promise<Response | null> {
  const response = await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  return response;
}

/** Makes navigator.connection report data saving, as a browser with Data Saver on does: no prefetches. */
export async function emulateSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
}

/** The path of every script the page requests from now on, in order, as it requests them. */
export function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}
