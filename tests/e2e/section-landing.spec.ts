import {expect, test} from '@playwright/test';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {foldersWithoutIndex} from '../../plugins/section-landings/section-landing';
import {gotoHydrated} from './site';

const catalog = readCatalog();
const landings = foldersWithoutIndex(catalog.map((d) => d.route));

test('every folder without an index article is a landing page, not a 404', async ({request}) => {
  expect(landings).toEqual(
    expect.arrayContaining(['/order/', '/payment/', '/prepurchase/', '/services/', '/working-with-server/', '/order/hdd/']),
  );
  for (const route of landings) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
  }
});

test('a landing page shows its articles as cards with their descriptions', async ({page}) => {
  await gotoHydrated(page, '/order/hdd/');
  const raid = catalog.find((d) => d.route === '/order/hdd/raid')!;
  const card = page.locator('article a.card', {hasText: raid.sidebarLabel ?? raid.title});
  await expect(card).toHaveAttribute('href', raid.route);
  await expect(card).toContainText(raid.description!);
  expect(await page.locator('article a.card').count()).toBe(catalog.filter((d) => d.route.startsWith('/order/hdd/')).length);
});

// The descriptions come with the landing page's own data, not with the data every page loads
// (plugins/lean-docs-data): they must be there after a client-side navigation too.
test('after a client-side navigation a landing page still shows its cards with descriptions', async ({page}) => {
  await gotoHydrated(page, '/order/hdd/raid');
  await page.evaluate(() => {
    history.pushState({}, '', '/order/hdd/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const raid = catalog.find((d) => d.route === '/order/hdd/raid')!;
  await expect(page.locator('article a.card', {hasText: raid.sidebarLabel ?? raid.title})).toContainText(raid.description!);
});

test('the breadcrumbs of an article link to its section landing pages', async ({page}) => {
  await page.goto('/order/hdd/raid');
  const crumbs = page.locator('nav[aria-label] .breadcrumbs__link[href]');
  await expect(crumbs.filter({hasText: 'Замовлення'})).toHaveAttribute('href', '/order/');
  await expect(page.locator('.breadcrumbs__link[href="/order/hdd/"]')).toHaveCount(1);
});

test('the welcome page cards lead to the section landing pages', async ({page}) => {
  await page.goto('/');
  for (const section of ['/prepurchase/', '/services/', '/order/', '/payment/', '/working-with-server/']) {
    await expect(page.locator(`main a[href="${section}"]`).first()).toBeVisible();
  }
});
