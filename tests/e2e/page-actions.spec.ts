/**
 * The article's first screen and its actions (issue 24): nothing but the breadcrumbs and the
 * version badge stands above a page's title, at desktop and phone width, on every kind of page;
 * «Копіювати як Markdown» and «Відкрити як Markdown» stand beside the table of contents on a wide
 * screen and after the article otherwise, and work with the mouse and the keyboard.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {markdownCopyPath} from '../../plugins/assistants/markdown-copy';
import {SAMPLE_DOC, UNLISTED, gotoHydrated} from './site';

const SIZES = [
  {size: 'desktop', viewport: {width: 1280, height: 800}, isMobile: false},
  {size: 'phone', viewport: {width: 390, height: 844}, isMobile: true},
] as const;

/** One page of each kind: a how-to with a table of contents, an application guide, a glossary entry, a section index without one, a generated section landing, the welcome page, an unlisted page. */
const PAGES = [SAMPLE_DOC, '/apps/docker', '/glossary/ecc-ram', '/order/backup/', '/order/hdd/', '/', UNLISTED[0]!];

/** A section index article: no table of contents, so its actions stand after it at every width. */
const NO_TOC_PAGE = '/order/backup/';

const copyButton = (page: Page) => page.getByRole('button', {name: 'Копіювати як Markdown', exact: true});
const markdownLink = (page: Page) => page.getByRole('link', {name: 'Відкрити як Markdown', exact: true});

/**
 * What a reader sees above the page's title in the page's column: every visible element that comes
 * before the <h1> in the document or stands higher on the screen, named by the part of the page it
 * belongs to (breadcrumbs, version badge, the unlisted notice) or, if none, by its tag and text.
 */
async function aboveTitle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1')!;
    const column = h1.closest('.col') ?? h1.closest('main')!;
    const top = h1.getBoundingClientRect().top;
    const parts: [string, string][] = [
      ['.theme-doc-breadcrumbs', 'breadcrumbs'],
      ['.theme-doc-version-badge', 'version badge'],
      ['.theme-unlisted-banner', 'unlisted notice'],
    ];
    const seen = new Set<string>();
    for (const el of Array.from(column.querySelectorAll('*'))) {
      if (el.contains(h1) || h1.contains(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
      const before = Boolean(h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
      if (!before && box.bottom > top) continue;
      const part = parts.find(([selector]) => el.closest(selector));
      seen.add(part ? part[1] : `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 60)}`);
    }
    return [...seen].sort();
  });
}

for (const {size, viewport, isMobile} of SIZES) {
  test.describe(size, () => {
    test.use({viewport, isMobile, hasTouch: isMobile});

    test('nothing but the breadcrumbs and the version badge stands above a page’s title', async ({page}) => {
      test.setTimeout(90_000);
      for (const route of PAGES) {
        await gotoHydrated(page, route);
        await page.waitForLoadState('networkidle');
        // The unlisted notice is the specification's (an unlisted page says so); it stands above the breadcrumbs.
        const expected = route === UNLISTED[0] ? ['breadcrumbs', 'unlisted notice', 'version badge'] : ['breadcrumbs', 'version badge'];
        expect(await aboveTitle(page), route).toEqual(expected);
      }
      // The check sees what it must refuse: a bar put back where the actions stood, above the title.
      await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.textContent = 'Копіювати як Markdown';
        document.querySelector('main .theme-doc-markdown')!.before(bar);
      });
      expect(await aboveTitle(page)).toContain('<div> Копіювати як Markdown');
    });
  });
}

/** Copies with the button and checks the clipboard holds the article's Markdown copy, whole. */
async function expectCopied(page: Page, route: string, press: (button: Locator) => Promise<void>): Promise<void> {
  const doc = readCatalog().find((d) => d.route === route)!;
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await press(copyButton(page));
  // The result is announced: a polite live region (role=status) beside the button.
  await expect(page.getByRole('status').filter({hasText: 'Скопійовано'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`# ${doc.title}\n`), copied.slice(0, 80)).toBe(true);
  expect(copied).toBe(await (await page.request.get(markdownCopyPath(route))).text());
}

/** Follows the link and checks it opens the article's Markdown copy. */
async function expectMarkdownOpens(page: Page, route: string): Promise<void> {
  const doc = readCatalog().find((d) => d.route === route)!;
  const link = markdownLink(page);
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(markdownCopyPath(route));
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === href), link.click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect((await response.text()).startsWith(`# ${doc.title}\n`)).toBe(true);
}

test.describe('desktop', () => {
  test.use({viewport: SIZES[0].viewport});

  test('the actions stand under the table of contents, once, and work', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, SAMPLE_DOC);
    await expect(copyButton(page)).toHaveCount(1);
    await expect(markdownLink(page)).toHaveCount(1);
    const toc = await page.locator('.theme-doc-toc-desktop').boundingBox();
    const button = await copyButton(page).boundingBox();
    const article = await page.locator('article').boundingBox();
    expect(button!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
    expect(button!.y).toBeGreaterThan(toc!.y + toc!.height - 1);
    // Still in view far down a long article: the column sticks.
    await page.mouse.wheel(0, 3000);
    await expect(copyButton(page)).toBeInViewport();
    await expectCopied(page, SAMPLE_DOC, (b) => b.click());
    await expectMarkdownOpens(page, SAMPLE_DOC);
  });

  test('on a page without a table of contents the actions follow the article', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, NO_TOC_PAGE);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(copyButton(page)).toHaveCount(1);
    const footer = await page.locator('article footer').boundingBox();
    expect((await copyButton(page).boundingBox())!.y).toBeGreaterThan(footer!.y + footer!.height - 1);
    await expectCopied(page, NO_TOC_PAGE, (b) => b.click());
    await expectMarkdownOpens(page, NO_TOC_PAGE);
  });
});

test.describe('phone', () => {
  test.use({viewport: SIZES[1].viewport, isMobile: true, hasTouch: true});

  test('the actions follow the article, and the keyboard reaches and uses them with a focus ring', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, SAMPLE_DOC);
    await expect(copyButton(page)).toHaveCount(1);
    // After the article's last words (the support call to action) and its date, before the paginator.
    const support = await page.getByRole('complementary', {name: 'Служба підтримки'}).boundingBox();
    const paginator = await page.getByRole('navigation', {name: 'сторінка документації'}).boundingBox();
    const button = (await copyButton(page).boundingBox())!;
    expect(button.y).toBeGreaterThan(support!.y + support!.height);
    expect(button.y + button.height).toBeLessThan(paginator!.y);
    // A target a finger can hit (WCAG 2.5.8 asks 24 px).
    expect(button.height).toBeGreaterThanOrEqual(32);
    await expectCopied(page, SAMPLE_DOC, async (b) => {
      // Reached as a keyboard user reaches it: Tab after Tab from the top of the page.
      for (let i = 0; i < 300 && !(await b.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(b).toBeFocused();
      const ring = await b.evaluate((el) => ({
        visible: el.matches(':focus-visible'),
        style: getComputedStyle(el).outlineStyle,
        width: parseFloat(getComputedStyle(el).outlineWidth),
      }));
      expect(ring.visible && ring.style !== 'none' && ring.width >= 2, JSON.stringify(ring)).toBe(true);
      await page.keyboard.press('Enter');
    });
    // The next Tab goes from the copy button to the link.
    await page.keyboard.press('Tab');
    await expect(markdownLink(page)).toBeFocused();
    await expectMarkdownOpens(page, SAMPLE_DOC);
  });
});
