import {expect, test} from '@playwright/test';
import {gotoHydrated} from './site';

test.use({colorScheme: 'light'});

test('dark by default, even when the system prefers light', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the toggle switches to light and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /Перемикання між темним та світлим режимом/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the system preference is not followed', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /Перемикання між темним та світлим режимом/}).click();
  await page.emulateMedia({colorScheme: 'light'});
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
