import {expect, test} from '@playwright/test';
import {clientNavigate} from './client-route';

const NOT_FOUND = 'Сторінку не знайдено';
const ASK_OWNER = /зверніться до власника сайту, з якого ви перейшли/;

test('an unknown path answers 404 with the Ukrainian not-found page', async ({page}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND);
  await expect(page.getByText(ASK_OWNER)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND}`));
});

test('unknown and malformed paths never give a server error and start no broken app', async ({page, baseURL}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of [
    '/%E0%A4%A',
    '/apps/%',
    '/apps/docker/nope',
    '/%D0%BF%D0%BE%D0%BC%D0%B8%D0%BB%D0%BA%D0%B0',
    '/apps/docker/..%2F..%2F.git',
  ]) {
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', {level: 1}), path).toHaveText(NOT_FOUND);
  }
  expect(errors).toEqual([]);
});

test('a client-side link to a missing page shows the not-found page', async ({page}) => {
  await page.goto('/');
  const loads: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && loads.push(r.url()));
  await clientNavigate(page, '/missing-article');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND);
  expect(loads).toEqual([]);
});

test('repeated slashes lead to the one address of the page', async ({page, baseURL}) => {
  const response = await page.goto(`${baseURL}//apps//docker`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/apps\/docker$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Сторінку не знайдено');
});

test('a path ending in /index.html is the same page as the path without it', async ({page, request}) => {
  const direct = await request.get('/apps/index.html', {maxRedirects: 0});
  expect([200, 301]).toContain(direct.status());
  const response = await page.goto('/apps/index.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/apps\/$/);
  const expectedHeading = await (async () => {
    const other = await page.context().newPage();
    await other.goto('/apps/');
    const h = await other.getByRole('heading', {level: 1}).textContent();
    await other.close();
    return h;
  })();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(expectedHeading ?? '');
});
