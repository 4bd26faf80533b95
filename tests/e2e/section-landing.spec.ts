import {expect, test} from '@playwright/test';
import {readCatalog} from '../../plugins/doc-catalog';
import {foldersWithoutIndex} from '../../src/lib/section-landing';

const catalog = readCatalog();
const landings = foldersWithoutIndex(catalog.map((d) => d.route));

test('every folder without an index article is a landing page, not a 404', async ({request}) => {
  expect(landings).toEqual(expect.arrayContaining(['/order/', '/payment/', '/prepurchase/', '/services/', '/working-with-server/', '/order/hdd/']));
  for (const route of landings) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
  }
});

test('a landing page shows its articles as cards with their descriptions', async ({page}) => {
  await page.goto('/order/hdd/');
  const raid = catalog.find((d) => d.route === '/order/hdd/raid')!;
  const card = page.locator('article a.card', {hasText: raid.sidebarLabel ?? raid.title});
  await expect(card).toHaveAttribute('href', raid.route);
  await expect(card).toContainText(raid.description!);
  expect(await page.locator('article a.card').count()).toBe(catalog.filter((d) => d.route.startsWith('/order/hdd/')).length);
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
