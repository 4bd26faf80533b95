import {expect, test, type Page} from '@playwright/test';
import {SAMPLE_DOC, gotoHydrated} from './site';

// What a doc page's hydration leaves alone. Each of these was a long task on Lighthouse's phone.

/** One more frame after the hydration attribute, so that an update scheduled with it has been committed. */
function afterNextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

test('tab groups and code blocks keep the elements the server sent once the page has hydrated', async ({page}) => {
  // The stock Tabs and CodeBlock key their content on useIsBrowser() and build it anew after
  // hydration (src/theme/Tabs, src/theme/CodeBlock): that replaces the served elements.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedBlocks: string[]}).removedBlocks = removed;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.matches('.tabs-container, .theme-code-block, [role="tabpanel"]'))
              removed.push(node.className);
          }
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  });
  await gotoHydrated(page, SAMPLE_DOC);
  await expect(page.locator('article .tabs-container').first()).toBeVisible();
  await expect(page.locator('article .theme-code-block').first()).toBeVisible();
  await afterNextFrame(page);
  expect(await page.evaluate(() => (window as unknown as {removedBlocks: string[]}).removedBlocks)).toEqual([]);
});

test('a doc page with tabs and code hydrates without building a string collator', async ({page}) => {
  // The first localeCompare of a page builds ICU's collator (33–50 ms on Lighthouse's phone);
  // plugins/bundle-trims/theme-key-sort.ts takes the theme's call out.
  await page.addInitScript(() => {
    const calls = {count: 0};
    (window as unknown as {localeCompareCalls: {count: number}}).localeCompareCalls = calls;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.count++;
      return localeCompare.apply(this, args);
    };
  });
  await gotoHydrated(page, SAMPLE_DOC);
  await afterNextFrame(page);
  expect(await page.evaluate(() => (window as unknown as {localeCompareCalls: {count: number}}).localeCompareCalls.count)).toBe(0);
});
