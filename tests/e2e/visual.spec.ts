/**
 * What the reader sees: a screenshot of every kind of view, in both themes, at desktop and phone
 * width, and the printed article in both themes (PDF pages turned into images with pdftoppm),
 * compared with the reviewed baselines in tests/e2e/__screenshots__/. Text is fixed first
 * (./visual-freeze.ts), so an edit of an article does not fail these tests; a change of style does.
 * After a reviewed change: npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {NO_ANSWER_QUERY} from './search-queries';
import {SAMPLE_DOC, gotoHydrated} from './site';
import {freezeText, type Body} from './visual-freeze';

type Theme = 'dark' | 'light';
type View = {
  name: string;
  route: string;
  body: Body;
  height?: number;
  phoneOnly?: boolean;
  before?: (page: Page) => Promise<void>;
  act?: (page: Page) => Promise<void>;
  after?: (page: Page) => Promise<void>;
};

/** Breaks MutationObserver, which only code blocks use: the article crashes into its error screen. */
async function breakCodeBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).MutationObserver = function Broken() {
      throw new Error('Спостерігач зламався');
    };
  });
}

const VIEWS: View[] = [
  {name: 'welcome', route: '/', body: 'welcome'},
  {name: 'section-landing', route: '/order/hdd/', body: 'keep'},
  // The tab group, its code block and the table are below the first screen: a taller picture.
  // The first tab has keyboard focus, to show the focus ring.
  {
    name: 'article',
    route: SAMPLE_DOC,
    body: 'article',
    height: 1300,
    after: async (page) => {
      await page.locator('.theme-doc-markdown [role="tab"]').first().focus();
      expect(await page.evaluate(() => document.activeElement!.matches(':focus-visible'))).toBe(true);
    },
  },
  {
    name: 'glossary-tooltip',
    route: '/order/hdd/raid',
    body: 'glossary',
    act: async (page) => {
      await page.locator('.theme-doc-markdown a[aria-describedby]').hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
    },
  },
  {
    name: 'search-dialog',
    route: '/',
    body: 'welcome',
    act: async (page) => {
      await page
        .getByRole('navigation', {name: 'Головна'})
        .getByRole('button', {name: /^Пошук/})
        .click();
      await page.getByRole('dialog').getByRole('combobox').fill('ssh');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'search-page-empty',
    route: `/search?q=${encodeURIComponent(NO_ANSWER_QUERY)}`,
    body: 'keep',
    act: async (page) => {
      await expect(page.getByTestId('search-empty').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'not-found',
    route: '/ssh-conect',
    body: 'keep',
    act: async (page) => {
      await expect(page.locator('[aria-labelledby="closest-articles"] li').nth(1)).toBeVisible();
    },
  },
  {name: 'unlisted', route: '/services/choosing-plan', body: 'plain'},
  {
    name: 'crash',
    route: SAMPLE_DOC,
    body: 'keep',
    before: breakCodeBlocks,
    act: async (page) => {
      await expect(page.getByRole('heading', {name: 'На сторінці стався збій.'})).toBeVisible();
    },
  },
  {
    name: 'mobile-menu',
    route: SAMPLE_DOC,
    body: 'article',
    phoneOnly: true,
    act: async (page) => {
      await page.getByRole('button', {name: 'Перемкнути сайдбар'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
];

const SIZES = [
  {size: 'desktop', viewport: {width: 1280, height: 800}, isMobile: false},
  {size: 'phone', viewport: {width: 390, height: 844}, isMobile: true},
] as const;

/** Opens a view in a theme, fixes its text and waits until nothing moves. */
async function openView(page: Page, view: View, theme: Theme, {print = false} = {}): Promise<void> {
  await page.addInitScript((t) => {
    try {
      localStorage.setItem('theme', t);
    } catch {}
  }, theme);
  await view.before?.(page);
  if (view.name === 'crash') await page.goto(view.route);
  else await gotoHydrated(page, view.route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The section's sidebar arrives after hydration: fix the text only once it has rendered.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await view.act?.(page);
  await freezeText(page, view.body);
  if (!print) await view.after?.(page);
  // Colours fade between themes and menus slide: wait for every animation to end.
  // (Polled with evaluate: waitForFunction's helper script needs the MutationObserver the crash view breaks.)
  await expect.poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running'))).toBe(true);
}

for (const {size, viewport, isMobile} of SIZES) {
  test.describe(`${size}`, () => {
    test.use({viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: 1});
    for (const view of VIEWS) {
      if (view.phoneOnly && size !== 'phone') continue;
      for (const theme of ['dark', 'light'] as const) {
        test(`${view.name}, ${theme}`, async ({page}) => {
          // A taller view gets a taller window: a full-page screenshot would resize the window,
          // and the sidebar and table of contents render again with their real text.
          await page.setViewportSize({width: viewport.width, height: view.height ?? viewport.height});
          await openView(page, view, theme);
          await expect(page).toHaveScreenshot(`${view.name}-${size}-${theme}.png`);
        });
      }
    }
  });
}

/** The printed article, each page of the PDF as a PNG at 60 dpi (A4 is 496 × 702 pixels). */
async function printedPages(page: Page, dir: string): Promise<Buffer[]> {
  const pdf = path.join(dir, 'print.pdf');
  await page.pdf({path: pdf, format: 'A4'});
  execFileSync('pdftoppm', ['-r', '60', '-png', pdf, path.join(dir, 'page')]);
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('page'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f)));
}

for (const theme of ['dark', 'light'] as const) {
  test(`print of an article, ${theme} theme`, async ({page}, testInfo) => {
    await openView(
      page,
      VIEWS.find((v) => v.name === 'article')!,
      theme,
      {print: true},
    );
    const pages = await printedPages(page, testInfo.outputPath());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchSnapshot(`print-${theme}.png`);
  });
}

test('a deliberate change of style fails the comparison', async ({page}, testInfo) => {
  // Updating baselines must not write the changed rendering as the new baseline.
  test.skip(testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed', 'updating baselines');
  const view = VIEWS.find((v) => v.name === 'welcome')!;
  await page.setViewportSize(SIZES[0].viewport);
  await openView(page, view, 'dark');
  const snapshot = 'welcome-desktop-dark.png';
  await expect(page).toHaveScreenshot(snapshot);
  // A slightly lighter navbar, and 8px more space above the title: each must be seen.
  for (const change of ['.navbar { background-color: #36383c !important; }', '.theme-doc-markdown h1 { margin-top: 8px; }']) {
    const style = await page.addStyleTag({content: change});
    const error = await expect(page)
      .toHaveScreenshot(snapshot, {timeout: 2_000})
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(error?.message, change).toMatch(/pixels \(ratio [\d.]+ of all image pixels\) are different/);
    await style.evaluate((s) => (s as Element).remove());
  }
  await expect(page).toHaveScreenshot(snapshot);
});
