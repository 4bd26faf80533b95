import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, emulateSaveData, gotoHydrated} from './site';
import {clientNavigate} from './client-route';

// Tagged @bundle-patch: what an optional bundle patch adds to stock (plugins/index.ts), which the
// build without them (HELP_STOCK_BUNDLE=1, scripts/test.sh) is not expected to do.
const BUNDLE_PATCH = {tag: '@bundle-patch'};

test('links in view are prefetched, each script the build wrote once, and none the page runs already', BUNDLE_PATCH, async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // The runtime turns a chunk name into its script's URL (plugins/bundle-trims/named-chunks.ts).
  const urls = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Stock asks again for every script each linked route shares (plugins/prefetch/runtime/prefetch-once.ts).
  expect(urls.length, 'each script is prefetched once').toBe(new Set(urls).size);
  const running = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
  expect(
    urls.filter((url) => running.includes(url)),
    'scripts the page runs',
  ).toEqual([]);
  for (const url of urls) {
    expect(url).toMatch(/\/assets\/js\/[\w~.-]+\.[0-9a-f]{8}\.js$/);
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
});

// plugins/prefetch/runtime/idle-prefetch.ts: a prefetch waits for idle time instead of running in the task
// that asked for it (right after hydration, that task would block input).
test('a prefetch runs in idle time, not in the task that asks for it', BUNDLE_PATCH, async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  // A page no link in view leads to, so that nothing has prefetched it yet.
  const target = '/payment/discounts';
  const prefetchLinks = () => page.locator('link[rel="prefetch"]').count();
  const [before, sameTask] = await page.evaluate((path) => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const start = count();
    window.docusaurus.prefetch(path);
    return [start, count()];
  }, target);
  expect(sameTask).toBe(before);
  await expect.poll(prefetchLinks).toBeGreaterThan(before!);
});

test('hovering a link loads the chunks of its page before the click', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.locator('.pagination-nav__link--next').hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('with data saving on, nothing is prefetched', async ({page}) => {
  await emulateSaveData(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
});

test('on a slow 2g connection, nothing is prefetched', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: false, effectiveType: 'slow-2g'}, configurable: true});
  });
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
});

test('a chunk that fails to load on navigation makes the browser reload the page', async ({page}) => {
  await emulateSaveData(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  const next = page.locator('.pagination-nav__link--next');
  const target = new URL((await next.getAttribute('href'))!, page.url()).pathname;
  await page.route('**/assets/js/**', (route) => route.abort());
  const reload = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === target);
  await next.click();
  await reload;
  await page.unroute('**/assets/js/**');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('a slow page load shows the progress bar', async ({page}) => {
  await emulateSaveData(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 10_000});
});

test('after a route change the view is at the top, or at the hash target', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await gotoHydrated(page, SAMPLE_DOC);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL((u) => u.pathname !== SAMPLE_DOC);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await gotoHydrated(page, SAMPLE_DOC);
  const tocLink = page.locator('.table-of-contents a').last();
  const hash = (await tocLink.getAttribute('href'))!;
  await gotoHydrated(page, '/');
  await clientNavigate(page, `${SAMPLE_DOC}${hash}`);
  await expect(page.locator(hash)).toBeInViewport();
});
