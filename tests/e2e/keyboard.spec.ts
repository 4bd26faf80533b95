import {expect, test, type Locator, type Page} from '@playwright/test';
import {SAMPLE_DOC, gotoHydrated} from './site';

/** Presses Tab until the element has focus, as a keyboard user reaches it (at most `limit` presses). */
async function keyboardFocus(page: Page, element: Locator, limit = 200): Promise<void> {
  // Tabs remount once the app has hydrated: start from the settled page, and find the element
  // afresh at each step rather than holding a node that may be replaced.
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await element.evaluate((el) => document.activeElement === el)) return;
  }
  throw new Error(`Tab did not reach the element in ${limit} presses`);
}

/** The focus ring: a real outline (or shadow) on the focused element while the keyboard is in use. */
async function expectFocusRing(element: Locator): Promise<void> {
  const ring = await element.evaluate((el) => {
    const s = getComputedStyle(el);
    return {visible: el.matches(':focus-visible'), style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow};
  });
  expect(ring.visible).toBe(true);
  expect((ring.style !== 'none' && ring.width >= 2) || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
}

test.beforeEach(async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
});

test('the first Tab reaches the skip link, and it leads to the article', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Перейти до основного вмісту'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectFocusRing(skip);
  await page.keyboard.press('Enter');
  // The next Tab continues inside the page content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('main article, .theme-doc-markdown, .theme-doc-breadcrumbs') !== null))
    .toBe(true);
});

test('navbar link and colour toggle: focus ring, and Enter switches the theme', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  const mainSite = page.locator('.navbar__items a', {hasText: 'Головний сайт'});
  await keyboardFocus(page, mainSite);
  await expectFocusRing(mainSite);
  const toggle = page.getByRole('button', {name: /Перемикання між темним та світлим режимом/});
  await keyboardFocus(page, toggle);
  await expectFocusRing(toggle);
  const before = await page.locator('html').getAttribute('data-theme');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
});

test('a sidebar category opens and closes from the keyboard, with a focus ring', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  const caret = page.locator('.theme-doc-sidebar-menu .menu__link--sublist-caret, .theme-doc-sidebar-menu .menu__caret').first();
  await keyboardFocus(page, caret);
  await expectFocusRing(caret);
  const expanded = await caret.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', expanded!);
});

test('tabs: arrow keys move between tabs, Enter selects, the focus ring shows', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  const tablist = page.getByRole('tablist').first();
  const selected = tablist.locator('[role=tab][aria-selected=true]');
  await keyboardFocus(page, selected);
  await expectFocusRing(selected);
  const first = await selected.textContent();
  await page.keyboard.press('ArrowRight');
  const next = tablist.locator('[role=tab]:focus');
  await expect(next).not.toHaveText(first!);
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator(`#${await next.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('aria-labelledby', (await next.getAttribute('id'))!);
});

test('the copy button of a code block works from the keyboard, with a focus ring', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, SAMPLE_DOC);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Копіювати в буфер обміну'});
  await keyboardFocus(page, copy);
  await expectFocusRing(copy);
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', {name: /Скопійовано/})).toBeAttached();
  const code = (await block.locator('code').innerText()).trim();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
});
