import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, gotoHydrated} from './site';

test('printing keeps the article, its links and code, and drops the navigation', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.emulateMedia({media: 'print'});
  for (const hidden of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.pagination-nav',
    '.footer',
    '.theme-doc-breadcrumbs',
  ]) {
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

// Articles with code and tabs, a table and a glossary term, an admonition and a long table.
const PRINTED = [SAMPLE_DOC, '/order/hdd/raid', '/working-with-server/lan/howto'];

for (const theme of ['dark', 'light'] as const) {
  test(`printed in the ${theme} theme, every text of an article is black on white, with its address and date`, async ({page}) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const route of PRINTED) {
      await page.emulateMedia({media: 'screen'});
      await gotoHydrated(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const source = page.locator('.print-source');
      await expect(source).toBeHidden();
      await page.emulateMedia({media: 'print'});
      await expect(source).toBeVisible();
      await expect(source).toHaveText(new RegExp(`^https://help\\.example\\.com${route} · оновлено \\d{1,2} \\S+ \\d{4} р\\.$`));
      // Backgrounds are not printed: what counts is the text colour and the paper (the page) white.
      const colours = await page.evaluate(() => {
        const colour = (el: Element | null) => (el ? getComputedStyle(el).color : 'missing');
        const article = document.querySelector('article')!;
        const texts = Array.from(article.querySelectorAll('*')).filter(
          (el) => el.checkVisibility() && Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.nodeValue!.trim()),
        );
        return {
          page: getComputedStyle(document.documentElement).backgroundColor,
          title: colour(article.querySelector('h1')),
          body: colour(article.querySelector('.theme-doc-markdown > p')),
          link: colour(article.querySelector('.theme-doc-markdown a')),
          notBlack: texts
            .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${getComputedStyle(el).color}`)
            .filter((s) => !/ rgb\(0, 0, 0\)$/.test(s)),
        };
      });
      expect(colours.page, route).toBe('rgb(255, 255, 255)');
      for (const part of ['title', 'body', 'link'] as const) expect(colours[part], `${route}: ${part}`).toBe('rgb(0, 0, 0)');
      expect(colours.notBlack, route).toEqual([]);
    }
  });
}

test('on paper a code block or a table row is not split between pages, and code wraps', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.emulateMedia({media: 'print'});
  const styles = await page.evaluate(() => {
    const md = document.querySelector('.theme-doc-markdown')!;
    const table = md.appendChild(document.createElement('table'));
    table.innerHTML = '<tbody><tr><td>a</td></tr></tbody>';
    const style = (el: Element) => getComputedStyle(el);
    return {
      pre: style(md.querySelector('pre')!).breakInside,
      row: style(table.querySelector('tr')!).breakInside,
      code: style(md.querySelector('pre code')!).whiteSpace,
    };
  });
  expect(styles).toEqual({pre: 'avoid', row: 'avoid', code: 'pre-wrap'});
});
