import {expect, test, type Page} from '@playwright/test';
import {watchPage} from './page-watch';

// The server highlights code; token colours are CSS (plugins/code-highlighting/code-theme-css.ts). Prism reaches the
// browser only for a code block mounted after a client-side navigation, never in main.js
// (plugins/code-highlighting/prism-off-main.ts).
const PRISM_GRAMMAR = /languages\.(bash|powershell)=/;
const PAGE_WITH_CODE = '/working-with-server/lan/howto';
const PAGE_WITHOUT_CODE = '/order/backup/';

/** Whether any script the page fetched so far holds Prism's grammars. */
function recordPrismLoads(page: Page): {loaded: () => boolean} {
  let loaded = false;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (PRISM_GRAMMAR.test(body)) loaded = true;
  });
  return {loaded: () => loaded};
}

test('a page without code blocks loads no syntax highlighter', async ({page}) => {
  const prism = recordPrismLoads(page);
  await page.goto(PAGE_WITHOUT_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await page.waitForLoadState('networkidle');
  expect(prism.loaded()).toBe(false);
});

test('a page with code is highlighted from its HTML on, keeps it through hydration, and loads no highlighter', async ({page, baseURL}) => {
  const trouble = await watchPage(page, new URL(baseURL!).origin);
  const prism = recordPrismLoads(page);
  const html = await (await page.request.get(PAGE_WITH_CODE)).text();
  expect(html).toMatch(/class="token (function|string|operator)"/);
  await page.goto(PAGE_WITH_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article pre .token.function').first()).toBeVisible();
  // The copy button's hook measures the block: it must find the hydrated block, not an empty ref.
  await expect(page.locator('article .theme-code-block button[aria-label]').first()).toBeAttached();
  expect(prism.loaded()).toBe(false);
  expect(trouble.console).toEqual([]);
});

test('token colours follow the colour mode without re-highlighting', async ({page}) => {
  await page.goto(PAGE_WITH_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  const token = page.locator('article pre .token.function').first();
  const colour = () => token.evaluate((el) => getComputedStyle(el).color);
  const dark = await colour();
  await page
    .getByRole('button', {name: /Перемикання між темним та світлим режимом/})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(colour).not.toBe(dark);
  // No inline colour anywhere in the block: the style sheet decides.
  expect(await page.locator('article pre [style*="color"]').count()).toBe(0);
});

test('after a client-side navigation the code is highlighted once its chunk arrives', async ({page, baseURL}) => {
  const trouble = await watchPage(page, new URL(baseURL!).origin);
  const prism = recordPrismLoads(page);
  await page.goto(PAGE_WITHOUT_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await page.evaluate((path) => {
    window.__beforeNavigation = true;
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, PAGE_WITH_CODE);
  await expect(page.locator('article pre .token.function').first()).toBeVisible();
  expect(await page.evaluate(() => window.__beforeNavigation)).toBe(true);
  expect(prism.loaded()).toBe(true);
  expect(trouble.console).toEqual([]);
});

declare global {
  interface Window {
    __beforeNavigation?: boolean;
  }
}
