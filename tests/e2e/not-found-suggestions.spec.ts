import {expect, test} from '@playwright/test';
import {clientNavigate} from './client-route';
import {gotoHydrated} from './site';

const suggestions = (page: import('@playwright/test').Page) => page.getByRole('region', {name: 'Можливо, ви шукали'}).getByRole('link');

test('the 404 page keeps its text and suggests the closest articles, the right one first', async ({page}) => {
  const response = await gotoHydrated(page, '/ssh-conect');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Сторінку не знайдено');
  await expect(page.getByText(/зверніться до власника сайту, з якого ви перейшли/)).toBeVisible();
  await expect(suggestions(page).first()).toHaveAttribute('href', '/working-with-server/tech-questions/ssh-connect');
  expect(await suggestions(page).count()).toBeLessThanOrEqual(5);
});

test('the suggestions follow a client-side move to another missing page', async ({page}) => {
  await gotoHydrated(page, '/ssh-conect');
  await expect(suggestions(page).first()).toBeVisible();
  await clientNavigate(page, '/apps/nextclod');
  await expect(suggestions(page).first()).toHaveAttribute('href', '/apps/nextcloud');
});

test('a path like no article shows no suggestion list', async ({page}) => {
  await gotoHydrated(page, '/qqqqqqqqqqqqqqqqq');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Сторінку не знайдено');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', {name: 'Можливо, ви шукали'})).toHaveCount(0);
});

test('the article list is loaded on the 404 page only', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await gotoHydrated(page, '/working-with-server/tech-questions/ssh-connect');
  await page.waitForLoadState('networkidle');
  expect(loaded).not.toContain('/not-found-articles.json');
  await clientNavigate(page, '/ssh-conect');
  await expect(suggestions(page).first()).toBeVisible();
  expect(loaded).toContain('/not-found-articles.json');
});
