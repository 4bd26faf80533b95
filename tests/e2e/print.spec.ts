import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, gotoHydrated} from './site';

test('printing keeps the article, its links and code, and drops the navigation', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.emulateMedia({media: 'print'});
  for (const hidden of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.pagination-nav', '.footer', '.theme-doc-breadcrumbs']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  await expect(page.locator('.theme-doc-markdown p').first()).toBeVisible();
  await expect(page.locator('.theme-doc-markdown pre').first()).toBeVisible();
  await expect(page.locator('.theme-doc-markdown a').first()).toBeVisible();
  // Paper cannot be clicked: an outside link prints its address after the text.
  const outside = page.locator('.theme-doc-markdown a[href^="http"]').first();
  const href = await outside.getAttribute('href');
  expect(await outside.evaluate((a) => getComputedStyle(a, '::after').content)).toContain(href!);
  // The article takes the whole width of the page.
  const width = await page.locator('article').evaluate((a) => a.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(page.viewportSize()!.width * 0.85);

  await page.emulateMedia({media: 'screen'});
  await expect(page.locator('.navbar')).toBeVisible();
});
