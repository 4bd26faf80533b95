import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {INDEX_DIR} from '../../plugins/search/build-index';
import {FragmentedIndex} from '../../src/lib/search/fragmented-index';
import {NO_ANSWER_QUERY, SEARCH_CASES, SYMPTOM_CASES} from './search-queries';
import {SAMPLE_DOC, gotoHydrated} from './site';

const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Головна'}).getByRole('button', {name: /^Пошук/});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Пошук у довідці'});
const box = (page: Page) => dialog(page).getByRole('combobox', {name: 'Пошук у довідці'});
const options = (page: Page) => dialog(page).getByRole('option');

async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(box(page)).toBeFocused();
}

/** Route (without the anchor) of each of the first `n` results. */
async function topRoutes(page: Page, n = 3): Promise<string[]> {
  const hrefs = await options(page).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return hrefs.slice(0, n).map((h) => decodeURI(h).split('#')[0]!);
}

test.describe('customer questions find the right page among the first three', () => {
  for (const {query, expected, also = [], kind} of SEARCH_CASES) {
    test(`${kind}: «${query}»`, async ({page}) => {
      await gotoHydrated(page, '/');
      await openSearch(page);
      await box(page).fill(query);
      await expect(options(page).first()).toBeVisible();
      const top = await topRoutes(page);
      expect(
        top.some((route) => route === expected || also.includes(route)),
        `${top.join(', ')} holds ${expected}`,
      ).toBe(true);
    });
  }
});

test.describe('a symptom in the reader’s words finds its troubleshooting guide first', () => {
  for (const {query, expected} of SYMPTOM_CASES) {
    test(`«${query}»`, async ({page}) => {
      await gotoHydrated(page, '/');
      await openSearch(page);
      await box(page).fill(query);
      await expect(options(page).first()).toBeVisible();
      expect(await topRoutes(page, 1)).toEqual([expected]);
    });
  }
});

test('a question with no answer shows the Ukrainian empty state with popular articles', async ({page}) => {
  await gotoHydrated(page, '/');
  await openSearch(page);
  await box(page).fill(NO_ANSWER_QUERY);
  const empty = dialog(page).getByTestId('search-empty');
  await expect(empty).toContainText('нічого не знайдено');
  await expect(empty.getByRole('link', {name: 'Як під’єднатися до сервера через SSH?'})).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText('Нічого не знайдено');
  await expect(options(page)).toHaveCount(0);
});

test('a wrong keyboard layout is corrected and the results say so', async ({page}) => {
  await gotoHydrated(page, '/');
  await openSearch(page);
  await box(page).fill('іір');
  await expect(dialog(page).getByTestId('layout-notice')).toContainText('«ssh»');
  await box(page).fill('ssh');
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByTestId('layout-notice')).toHaveCount(0);
});

test('a Russian query finds the Ukrainian article and the results say it was read as Ukrainian', async ({page}) => {
  await gotoHydrated(page, '/');
  await openSearch(page);
  await box(page).fill('как подключиться к серверу по ssh');
  await expect(dialog(page).getByTestId('language-notice')).toContainText('Шукаємо українською: «підключитися');
  await expect(options(page).first()).toBeVisible();
  expect(await topRoutes(page, 3)).toContain('/working-with-server/tech-questions/ssh-connect');
  await box(page).fill('як підключитися до сервера');
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByTestId('language-notice')).toHaveCount(0);
});

test('results are grouped by section, with matched words highlighted and the count announced', async ({page}) => {
  await gotoHydrated(page, '/');
  await openSearch(page);
  await box(page).fill('паролі');
  await expect(options(page).first()).toBeVisible();
  const groups = dialog(page).getByRole('listbox').getByRole('group');
  expect(await groups.count()).toBeGreaterThan(1);
  await expect(groups.first().getByRole('option').first().locator('mark').first()).toHaveText(/^парол/i);
  await expect(dialog(page).getByRole('status')).toHaveText(/^Знайдено \d+ (статтю|статті|статей)$/);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
});

test('keyboard: / and Ctrl+K open, arrows move, Enter opens the page, Escape closes', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle'); // the shortcut listens once the page is interactive
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('swap');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const target = (await first.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => decodeURI(url.pathname + url.hash) === decodeURI(target));
});

test('what is typed right after the shortcut, before the dialog has loaded, is kept', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  // A field is there at once (the stand-in while the dialog's code loads); type without pause.
  await expect(page.getByRole('textbox', {name: 'Пошук у довідці'}).or(box(page))).toBeFocused();
  await page.keyboard.type('gfhjkm');
  await expect(box(page)).toHaveValue('gfhjkm');
  await expect(dialog(page).getByTestId('layout-notice')).toContainText('«пароль»');
});

test('/ typed in a text field is a character, not the shortcut', async ({page}) => {
  await gotoHydrated(page, '/');
  await openSearch(page);
  await box(page).fill('');
  await page.keyboard.type('node/js');
  await expect(box(page)).toHaveValue('node/js');
});

test('the /search?q= page works as a link and keeps the query in the address', async ({page}) => {
  await gotoHydrated(page, `/search?q=${encodeURIComponent('змінити часовий пояс')}`);
  await expect(page.getByRole('heading', {level: 1, name: 'Пошук у довідці'})).toBeVisible();
  const results = page.getByRole('main').getByRole('option');
  await expect(results.first()).toHaveAttribute('href', /\/working-with-server\/tech-questions\/timezone/);
  const input = page.getByRole('main').getByRole('combobox');
  await expect(input).toHaveValue('змінити часовий пояс');
  await input.fill('docker');
  await expect(page).toHaveURL(/\/search\?q=docker$/);
  await expect(results.first()).toBeVisible();
});

test('a plain page view requests neither the search index nor the search code', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, SAMPLE_DOC);
  await page.waitForLoadState('networkidle');
  await expect(searchButton(page)).toBeVisible();
  expect(requested.filter((p) => /search-index|\/search[.-]/.test(p))).toEqual([]);

  // Pointing at the button is intent: the search code and the index's core start loading.
  await searchButton(page).hover();
  await expect.poll(() => requested.filter((p) => p.startsWith('/search-index/'))).toEqual(['/search-index/core.json']);
  expect(requested.some((p) => /\/assets\/js\/search[.-]/.test(p))).toBe(true);
});

test('a search fetches the index fragments its query needs, precompressed, and never a whole index', async ({page}) => {
  const query = 'ssh';
  // The files the same search reads from the built index, found by running it in Node.
  const built = path.join(__dirname, '../../build', INDEX_DIR);
  const reference = await FragmentedIndex.open(async (name) => fs.readFileSync(path.join(built, name), 'utf8'));
  await reference.search(query, 8);
  const expected = ['core.json', ...reference.requested].map((name) => `/${INDEX_DIR}/${name}`);
  expect(
    reference.requested.some((name) => /\/t\d+\.json$/.test(name)),
    'postings fragments',
  ).toBe(true);
  expect(
    reference.requested.some((name) => /\/d\d+\.json$/.test(name)),
    'document chunks',
  ).toBe(true);

  const fetched: {path: string; encoding: string}[] = [];
  page.on('response', (response) => {
    const at = new URL(response.url()).pathname;
    if (/search-index/.test(at)) fetched.push({path: at, encoding: response.headers()['content-encoding'] ?? ''});
  });
  await gotoHydrated(page, SAMPLE_DOC);
  await openSearch(page);
  await box(page).fill(query);
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText(/Знайдено/);
  expect(fetched.map((f) => f.path).sort()).toEqual([...expected].sort());
  expect(fetched.map((f) => f.path)).not.toContain('/search-index.json');
  for (const {path: file, encoding} of fetched) {
    // Chromium asks for brotli over HTTPS only; over this plain-HTTP test server nginx sends the .gz.
    expect(encoding, file).toMatch(/^(gzip|br)$/);
    expect(fs.existsSync(path.join(built, '..', `${file}.br`)), `${file}.br`).toBe(true);
  }
});

test('unlisted pages are not found', async ({page}) => {
  await gotoHydrated(page, '/');
  await openSearch(page);
  await box(page).fill('вибір тарифу швидкість мережі speed test');
  await expect(options(page).first()).toBeVisible();
  const routes = await topRoutes(page, 20);
  expect(routes).not.toContain('/services/choosing-plan');
  expect(routes).not.toContain('/prepurchase/network-speed/speed-test');
});

for (const theme of ['dark', 'light'] as const) {
  test(`the dialog is readable in the ${theme} theme`, async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await openSearch(page);
    await box(page).fill('ssh');
    await expect(options(page).first()).toBeVisible();
    const colours = await dialog(page).evaluate((el) => {
      const style = getComputedStyle(el);
      return {background: style.backgroundColor, text: style.color};
    });
    expect(colours.background).not.toBe(colours.text);
    expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
  });
}

test.describe('at mobile width', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the search button stays in the navbar and the dialog fills the screen', async ({page}) => {
    await gotoHydrated(page, SAMPLE_DOC);
    await openSearch(page);
    const size = await dialog(page).boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(385);
    await box(page).fill('пароль');
    await expect(options(page).first()).toBeInViewport();
  });
});
