import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, gotoHydrated} from './site';

// Pages with the same tab groups as the sample: the reader's computer, and the server's system.
const CLIENT_OS_PAGES = [SAMPLE_DOC, '/prepurchase/physical-location'];
const SERVER_OS_PAGES = ['/working-with-server/tech-questions/no-space-left', '/prepurchase/ip-address'];

test('a computer chosen on one page is the one shown on the next page, after a reload too', async ({page}) => {
  await gotoHydrated(page, CLIENT_OS_PAGES[0]!);
  await page.getByRole('tab', {name: 'macOS'}).first().click();
  await page.goto(CLIENT_OS_PAGES[1]!);
  await expect(page.getByRole('tab', {name: 'macOS'}).first()).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', {name: 'macOS'}).first()).toHaveAttribute('aria-selected', 'true');
});

test('a server system chosen on one page is the one shown on another page', async ({page}) => {
  await gotoHydrated(page, SERVER_OS_PAGES[0]!);
  await page.getByRole('tab', {name: 'AlmaLinux / Rocky Linux'}).first().click();
  await page.goto(SERVER_OS_PAGES[1]!);
  const tab = page.getByRole('tab', {name: 'AlmaLinux / Rocky Linux'}).first();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Every tab group of that kind on the page follows the same choice.
  for (const selected of await page.locator('[role="tab"][aria-selected="true"]').allInnerTexts()) {
    if (['Debian / Ubuntu', 'AlmaLinux / Rocky Linux', 'Windows Server'].includes(selected))
      expect(selected).toBe('AlmaLinux / Rocky Linux');
  }
});

test('the copy button copies the command alone, without a shell prompt', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, SAMPLE_DOC);
  const block = page.locator('.theme-doc-markdown pre').first();
  await block.hover();
  await block.locator('xpath=..').getByRole('button', {name: 'Копіювати в буфер обміну'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe('ssh "root@<ip>"');
  expect(copied).not.toMatch(/^\s*(\$|PS [A-Z]:\\.*>|[a-z]+@[^\s]+:[^\s]*[$#])\s/m);
});
