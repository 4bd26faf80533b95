import {expect, test} from '@playwright/test';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {gotoHydrated} from './site';

const raid = readCatalog().find((d) => d.route === '/glossary/raid')!;
const short = String(raid.frontMatter.glossary_short);

test('the first use of a glossary term links to its entry, once per article', async ({page}) => {
  await gotoHydrated(page, '/order/hdd/raid');
  const terms = page.locator('article a[aria-describedby][href="/glossary/raid"]');
  await expect(terms).toHaveCount(1);
  await expect(terms).not.toHaveAttribute('title', /.*/);
  await expect(terms).toHaveAccessibleDescription(short);
});

test('the definition shows on hover and on keyboard focus, and Escape hides it', async ({page}) => {
  await gotoHydrated(page, '/order/hdd/raid');
  const term = page.locator('article a[aria-describedby][href="/glossary/raid"]');
  const definition = page
    .getByRole('tooltip', {name: short})
    .or(page.locator(`[role="tooltip"]:has-text("${short.slice(0, 20)}")`))
    .first();
  await expect(definition).toBeHidden();
  await term.hover();
  await expect(definition).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(definition).toBeHidden();
  await term.focus();
  await expect(definition).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(definition).toBeHidden();
});

test('a glossary entry does not link its own term to itself', async ({page}) => {
  await gotoHydrated(page, '/glossary/raid');
  await expect(page.locator('article a[aria-describedby][href="/glossary/raid"]')).toHaveCount(0);
});
