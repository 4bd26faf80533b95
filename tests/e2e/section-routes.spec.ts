import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, emulateSaveData, gotoHydrated, scriptRequests} from './site';
import {clientNavigate} from './client-route';

// plugins/section-split (issue 10): main.js carries no section's routes; a page names its own
// chunks in its HTML and loads its section's routes before it hydrates; every way into another
// section (a navigation, a prefetch) loads that section's routes first.

const SAMPLE_SECTION = /\/assets\/js\/routes-working-with-server\.[0-9a-f]+\.js$/;
const OTHER_PAGE = '/payment/discounts';
const OTHER_SECTION = /\/assets\/js\/routes-payment\.[0-9a-f]+\.js$/;

function listedScripts(html: string): string[] {
  const list = html.match(/<script type="?application\/json"? id="?app-scripts"?>([^<]*)<\/script>/);
  expect(list, 'the #app-scripts list').not.toBeNull();
  return JSON.parse(list![1]!) as string[];
}

test("a page lists its own chunks beside main.js, and before it hydrates fetches only its section's routes besides", async ({page}) => {
  await emulateSaveData(page);
  const requested = scriptRequests(page);
  const response = await gotoHydrated(page, SAMPLE_DOC);
  const listed = listedScripts(await response!.text());
  expect(listed.length, "the page's route chunks after framework, runtime and main").toBeGreaterThan(3);
  const unlisted = requested.filter((url) => !listed.includes(url));
  expect(unlisted).toHaveLength(1);
  expect(unlisted[0]).toMatch(SAMPLE_SECTION);
});

test("main.js carries no section's routes; the section's script does", async ({page, request}) => {
  await emulateSaveData(page);
  const requested = scriptRequests(page);
  const response = await gotoHydrated(page, SAMPLE_DOC);
  const main = listedScripts(await response!.text()).find((url) => /\/main\.[0-9a-f]+\.js$/.test(url))!;
  const mainBody = await (await request.get(main)).text();
  expect(mainBody).not.toContain(SAMPLE_DOC);
  expect(mainBody).not.toContain(OTHER_PAGE);
  const section = requested.find((url) => SAMPLE_SECTION.test(url))!;
  expect(await (await request.get(section)).text()).toContain(SAMPLE_DOC);
});

test("a navigation into another section loads that section's routes and shows the page without a reload", async ({page}) => {
  await emulateSaveData(page);
  const requested = scriptRequests(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  expect(
    requested.some((url) => OTHER_SECTION.test(url)),
    'not loaded before it is needed',
  ).toBe(false);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await clientNavigate(page, OTHER_PAGE);
  await expect(page.locator('article h1')).toHaveText(/знижк/i);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  expect(requested.some((url) => OTHER_SECTION.test(url))).toBe(true);
});

test('a missing page inside a section shows the not-found page after a client-side navigation', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await clientNavigate(page, '/payment/no-such-article');
  await expect(page.locator('h1')).toHaveText('Сторінку не знайдено');
});

test('a prefetch of a link into another section loads its routes, then prefetches its page', async ({page}) => {
  const requested = scriptRequests(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  const prefetches = () => page.locator('link[rel="prefetch"]').count();
  const before = await prefetches();
  await page.evaluate((path) => void window.docusaurus.prefetch(path), OTHER_PAGE);
  await expect.poll(() => requested.some((url) => OTHER_SECTION.test(url))).toBe(true);
  await expect.poll(prefetches).toBeGreaterThan(before);
});

test("with data saving on, no other section's routes are downloaded", async ({page}) => {
  await emulateSaveData(page);
  const requested = scriptRequests(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(requested.filter((url) => /\/routes-/.test(url) && !SAMPLE_SECTION.test(url))).toEqual([]);
});

test("a section's routes that fail to download make the browser load the page instead", async ({page}) => {
  await emulateSaveData(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await page.route(OTHER_SECTION, (route) => route.abort());
  const reload = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === OTHER_PAGE);
  await clientNavigate(page, OTHER_PAGE);
  await reload;
  await page.unroute(OTHER_SECTION);
  await expect(page.locator('article h1')).toHaveText(/знижк/i);
});
