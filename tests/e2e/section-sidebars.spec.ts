import {expect, test, type Page} from '@playwright/test';
import {SAMPLE_DOC, emulateSaveData, gotoHydrated, scriptRequests} from './site';
import {clientNavigate} from './client-route';
import {watchPage} from './page-watch';

// plugins/section-split and plugins/section-split/split-sidebars.ts (issue 10): the sidebar data every doc
// page loads holds each section's label and link only; a section's items come with its script,
// which the page's own section has loaded before it hydrates and any other loads when a reader
// opens it or navigates into it.

test.use({viewport: {width: 1280, height: 900}});

const OTHER_SECTION_SCRIPT = /\/assets\/js\/routes-payment\.[0-9a-f]+\.js$/;
const OTHER_ARTICLE = '/payment/discounts';
const OWN_SIBLING = '/working-with-server/tech-questions/';

const sidebar = (page: Page) => page.locator('aside.theme-doc-sidebar-container');
const paymentCaret = (page: Page) => sidebar(page).getByRole('button', {name: /категорію в сайдбарі 'Оплата'/});

/** Whether the minified HTML has a link to `path` (attribute quotes are dropped where they may be). */
const linksTo = (html: string, path: string) => new RegExp(`href="?${path}[" >]`).test(html);

test("the server draws the page's own section open, and the browser hydrates the same sidebar", async ({page}) => {
  const trouble = await watchPage(page, 'http://127.0.0.1');
  const response = await gotoHydrated(page, SAMPLE_DOC);
  const html = await response!.text();
  expect(linksTo(html, SAMPLE_DOC)).toBe(true);
  expect(linksTo(html, OWN_SIBLING), "the open section's other items").toBe(true);
  expect(linksTo(html, OTHER_ARTICLE), "a closed section's items").toBe(false);
  await expect(sidebar(page).locator(`a[href="${SAMPLE_DOC}"]`)).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  // A sidebar drawn differently on the two sides is a hydration error in the console.
  expect(trouble.console).toEqual([]);
});

test('the sidebar data every doc page loads names no article of any section', async ({page, request}) => {
  await emulateSaveData(page);
  const requested = scriptRequests(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(requested.map(async (url) => (await request.get(url)).text()));
  const shells = bodies.filter((body) => body.includes('"docsSidebars"'));
  expect(shells).toHaveLength(1);
  expect(shells[0]).toContain('"/payment/"');
  expect(shells[0]).not.toContain(OTHER_ARTICLE);
  expect(shells[0]).not.toContain(SAMPLE_DOC);
});

test('opening another section loads its items and shows them', async ({page}) => {
  await emulateSaveData(page);
  const requested = scriptRequests(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  expect(
    requested.some((url) => OTHER_SECTION_SCRIPT.test(url)),
    'not loaded before it is opened',
  ).toBe(false);
  await paymentCaret(page).click();
  await expect(paymentCaret(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).locator(`a[href="${OTHER_ARTICLE}"]`)).toBeVisible();
  expect(requested.some((url) => OTHER_SECTION_SCRIPT.test(url))).toBe(true);
  await paymentCaret(page).click();
  await expect(sidebar(page).locator(`a[href="${OTHER_ARTICLE}"]`)).toBeHidden();
});

test('a section whose items fail to load offers a link to its landing page, which lists them', async ({page}) => {
  await emulateSaveData(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await page.route(OTHER_SECTION_SCRIPT, (route) => route.abort());
  await paymentCaret(page).click();
  const standIn = sidebar(page).getByRole('link', {name: 'Усі статті розділу'});
  await expect(standIn).toBeVisible();
  await expect(standIn).toHaveAttribute('href', '/payment/');
  await page.unroute(OTHER_SECTION_SCRIPT);
  await standIn.click();
  await expect(page).toHaveURL(/\/payment\/$/);
  await expect(page.locator('article').locator(`a[href="${OTHER_ARTICLE}"]`)).toBeVisible();
  await expect(sidebar(page).locator(`a[href="${OTHER_ARTICLE}"]`)).toBeVisible();
});

test('a navigation into another section opens it in the sidebar and marks the article', async ({page}) => {
  await emulateSaveData(page);
  await gotoHydrated(page, SAMPLE_DOC);
  await clientNavigate(page, OTHER_ARTICLE);
  await expect(page.locator('article h1')).toHaveText(/знижк/i);
  await expect(paymentCaret(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).locator(`a[href="${OTHER_ARTICLE}"]`)).toHaveAttribute('aria-current', 'page');
});

test.describe('at mobile width', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('opening another section in the menu loads and shows its items', async ({page}) => {
    await emulateSaveData(page);
    await gotoHydrated(page, SAMPLE_DOC);
    await page.getByRole('button', {name: 'Перемкнути сайдбар'}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: /категорію в сайдбарі 'Оплата'/}).click();
    await expect(menu.locator(`a[href="${OTHER_ARTICLE}"]`)).toBeVisible();
  });
});
