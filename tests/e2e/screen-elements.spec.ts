import {expect, test} from '@playwright/test';
import {facts} from '../../src/provider/facts';
import {SAMPLE_DOC, gotoHydrated} from './site';

test.use({viewport: {width: 1280, height: 900}});

test('the navbar has the logo in both variants, the main-site link and the colour toggle', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  const navbar = page.getByRole('navigation', {name: 'Головна'});
  const logo = navbar.locator('.navbar__logo img');
  // The server-rendered page holds both variants until the app hydrates (slow on a busy machine).
  await expect(logo).toHaveCount(1, {timeout: 15_000});
  await expect(logo).toHaveAttribute('src', /logo-dark\.svg$/);
  await expect(navbar.getByRole('link', {name: 'Головний сайт'})).toHaveAttribute('href', facts.sites.main);
  await navbar.getByRole('button', {name: /Перемикання між темним та світлим режимом/}).click();
  await expect(logo).toHaveAttribute('src', /logo-light\.svg$/);
});

test('a doc page has breadcrumbs, version badge, table of contents and paginator', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await expect(page.getByRole('navigation', {name: 'Навігаційний ланцюжок поточної сторінки'})).toBeVisible();
  await expect(page.getByText('Версія: Next')).toBeVisible();
  const toc = page.locator('.table-of-contents');
  await expect(toc).toBeVisible();
  const levels = await toc
    .locator('a')
    .evaluateAll((links) => links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName));
  expect(levels.length).toBeGreaterThan(0);
  expect(new Set(levels)).toEqual(new Set(levels.filter((t) => t === 'H2' || t === 'H3')));
  await expect(page.getByRole('navigation', {name: 'сторінка документації'})).toBeVisible();
});

test('code blocks have a copy button that copies the command', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, SAMPLE_DOC);
  const block = page.locator('.theme-doc-markdown pre').first();
  await block.hover();
  await page.getByRole('button', {name: 'Копіювати в буфер обміну'}).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await block.locator('code').innerText()).trim());
});

test('a skip link leads to the main content', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Перейти до основного вмісту'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus now starts from <main>: the next Tab lands on the first link of the article area.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the back-to-top button appears after scrolling and returns to the top', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 500});
  await gotoHydrated(page, SAMPLE_DOC);
  const button = page.getByRole('button', {name: 'Прокрутити до початку'});
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  await page.mouse.wheel(0, -200);
  await expect(button).toHaveClass(/backToTopButtonShow/);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every article ends with «Див. також» and the way to support', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await expect(page.getByRole('heading', {level: 2, name: 'Див. також'})).toBeVisible();
  await expect(page.getByRole('complementary', {name: 'Служба підтримки'})).toContainText(facts.contacts.support.email);
});
