import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, UNLISTED} from './site';

test('with storage that throws, pages render and the colour toggle still works', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.goto(SAMPLE_DOC);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.getByRole('button', {name: /Перемикання між темним та світлим режимом/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('an article is whole and readable, and its links lead on', async ({page}) => {
    await page.goto(SAMPLE_DOC);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-markdown p').first()).toBeVisible();
    await expect(page.locator('.theme-doc-markdown pre').first()).toBeVisible();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('unlisted pages', () => {
  for (const route of UNLISTED) {
    test(`${route} shows the notice, carries noindex and is left out of the sitemap`, async ({page, request}) => {
      await page.goto(route);
      await expect(page.getByText('Непублічна сторінка')).toBeVisible();
      await expect(page.getByText(/Пошукові системи її не індексуватимуть/)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).not.toContain(`${route}<`);
    });
  }

  test('the sitemap lists the listed pages', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${SAMPLE_DOC}<`);
  });
});

/**
 * Replaces a browser API with one that throws, as a broken component would; `restore()` in the
 * page puts the original back, so that «try again» can succeed.
 */
async function breakApi(page: import('@playwright/test').Page, api: 'MutationObserver' | 'IntersectionObserver') {
  await page.addInitScript((name) => {
    const w = window as unknown as Record<string, unknown>;
    const original = w[name];
    w.restore = () => {
      w[name] = original;
    };
    w[name] = function Broken() {
      throw new Error('Спостерігач зламався');
    };
  }, api);
}

test('a crash inside the article shows the Ukrainian error screen, and «Спробуйте ще раз» recovers', async ({page}) => {
  // Only code blocks observe mutations, so the crash stays inside the page content.
  await breakApi(page, 'MutationObserver');
  await page.goto(SAMPLE_DOC);
  await expect(page.getByRole('heading', {name: 'На сторінці стався збій.'})).toBeVisible();
  await expect(page.getByText(/Спостерігач зламався/)).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Головна'})).toBeVisible();
  await page.evaluate(() => (window as unknown as {restore: () => void}).restore());
  await page.getByRole('button', {name: 'Спробуйте ще раз'}).click();
  await expect(page.getByText('На сторінці стався збій.')).toBeHidden();
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
});

test('a crash of the whole layout shows the last-resort screen with «Try again» and the cause', async ({page}) => {
  // When the layout itself throws, Docusaurus shows its bare screen without the layout (and so
  // without the 'Page Error' title, which it sets through the layout).
  // Every link observes its visibility, navbar links too, so the crash reaches the root boundary.
  await breakApi(page, 'IntersectionObserver');
  await page.goto(SAMPLE_DOC);
  // The crash comes with hydration, which on a busy machine can take longer than the default 5 s.
  await expect(page.getByRole('heading', {name: 'This page crashed'})).toBeVisible({timeout: 15_000});
  await expect(page.getByText(/Спостерігач зламався/)).toBeVisible();
  await page.evaluate(() => (window as unknown as {restore: () => void}).restore());
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
});

test('on a very slow connection the article is readable before the scripts arrive', async ({page}) => {
  let scriptsReleased = false;
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    scriptsReleased = true;
    await route.continue();
  });
  await page.goto(SAMPLE_DOC, {waitUntil: 'commit'});
  await expect(page.getByRole('heading', {level: 1})).toBeVisible({timeout: 3000});
  await expect(page.locator('.theme-doc-markdown pre').first()).toBeVisible({timeout: 3000});
  expect(scriptsReleased).toBe(false);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
