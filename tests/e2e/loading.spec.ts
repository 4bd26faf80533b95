import {expect, test} from '@playwright/test';
import {SAMPLE_DOC} from './site';

// How a page loads (issue 10): the text paints from HTML and CSS alone, the app's scripts start
// after that first paint (plugins/page-start/index.ts), and the scripts carry Cyrillic as UTF-8
// (plugins/bundle-trims/minify-utf8.ts).

test('the page lists its scripts instead of loading them from <head>, and starts them after it has painted', async ({page}) => {
  const html = await (await page.request.get(SAMPLE_DOC)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]*\ssrc=/);
  const list = html.match(/<script type="?application\/json"? id="?app-scripts"?>([^<]*)<\/script>/);
  expect(list, 'the #app-scripts list').not.toBeNull();
  const scripts = JSON.parse(list![1]!) as string[];
  // React in a script of its own (plugins/bundle-trims/framework-chunk.ts), then the bundler's runtime and main,
  // then the page's own chunks (plugins/section-split; tests/e2e/section-routes.spec.ts).
  expect(scripts.slice(0, 3).map((s) => s.replace(/\.[0-9a-f]+\.js$/, '.js'))).toEqual([
    '/assets/js/framework.js',
    '/assets/js/runtime~main.js',
    '/assets/js/main.js',
  ]);

  await page.goto(SAMPLE_DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const main = performance.getEntriesByType('resource').find((e) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(e.name))?.startTime;
    return {paint, main};
  });
  expect(timing.paint).toBeDefined();
  expect(timing.main).toBeDefined();
  expect(timing.main!).toBeGreaterThan(timing.paint!);
});

test('main.js starts the app in later tasks, not in the one that runs it', async ({page}) => {
  // plugins/page-start/runtime/staged-entry.ts: the stock entry started the app (and set window.docusaurus) while
  // main.js ran, which made the longest task of a page's start.
  await page.addInitScript(() => {
    const seen: {appInMainTask?: boolean} = {};
    (window as unknown as {mainScript: typeof seen}).mainScript = seen;
    // A script's load event is dispatched right after it has run, in the same task.
    document.addEventListener(
      'load',
      (event) => {
        const script = event.target;
        if (script instanceof HTMLScriptElement && /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(script.src))
          seen.appInMainTask = 'docusaurus' in window;
      },
      true,
    );
  });
  await page.goto(SAMPLE_DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  expect(await page.evaluate(() => (window as unknown as {mainScript: {appInMainTask?: boolean}}).mainScript.appInMainTask)).toBe(false);
  expect(await page.evaluate(() => 'docusaurus' in window)).toBe(true);
});

test('a page opened in a background tab still starts its app', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL});
  const page = await context.newPage();
  // A hidden document does not paint; the loader must not wait for a paint (or for its fallback
  // timer, stretched here beyond the assertion's timeout).
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
    const setTimeoutOriginal = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      setTimeoutOriginal(handler, ms === 1000 ? 60_000 : ms, ...rest)) as typeof window.setTimeout;
  });
  await page.goto(SAMPLE_DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 10_000});
  await context.close();
});

test('scripts keep Ukrainian text as UTF-8 and are served as UTF-8', async ({page}) => {
  let sidebarChunk: {body: string; type: string} | undefined;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // The chunk with the sidebar data holds it as JSON; main.js only names the key in code.
    if (body.includes('"docsSidebars":')) sidebarChunk = {body, type: response.headers()['content-type'] ?? ''};
  });
  await page.goto(SAMPLE_DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
  await expect.poll(() => sidebarChunk).toBeDefined();
  expect(sidebarChunk!.type).toMatch(/charset=utf-8/i);
  expect(sidebarChunk!.body).toContain('Перед купівлею');
  expect(sidebarChunk!.body).not.toMatch(/\\u04[0-9a-f]{2}/i);
});

test('pages and scripts are sent as the build compressed them, brotli where the reader accepts it', async ({page}) => {
  // nginx here has brotli_static and no on-the-fly brotli, so a `br` answer is the file the build
  // wrote beside the page or script (plugins/precompress).
  const html = await (await page.request.get(SAMPLE_DOC)).text();
  const scripts = JSON.parse(html.match(/<script type="?application\/json"? id="?app-scripts"?>([^<]*)<\/script>/)![1]!) as string[];
  const main = scripts.find((s) => /\/main\.[0-9a-f]+\.js$/.test(s))!;
  // Scripts the home page does not name, the article's own among them (plugins/precompress/precompression-plan.ts).
  const home = await (await page.request.get('/')).text();
  const own = scripts.filter((script) => !home.includes(script));
  expect(own.length, 'a script only this page names').toBeGreaterThan(0);
  for (const url of [SAMPLE_DOC, main, ...own]) {
    const response = await page.request.get(url, {headers: {'Accept-Encoding': 'br'}});
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('br');
    expect((await response.body()).length, url).toBeGreaterThan(0);
  }
});

test('the style sheet carries no fallbacks for browsers without custom properties', async ({page}) => {
  // plugins/bundle-trims/lean-style-loaders.ts: postcss-preset-env wrote a fixed value before each declaration
  // that uses a custom property, for browsers the site's targets leave out.
  const html = await (await page.request.get(SAMPLE_DOC)).text();
  const sheet = html.match(/<link rel="?stylesheet"? href="?([^"\s>]+\.css)/)?.[1];
  expect(sheet, 'the page links its style sheet').toBeDefined();
  const css = await (await page.request.get(sheet!)).text();
  expect(css).toContain('var(--ifm-container-width)');
  const fallbacks = css.match(/(?<=[{;])([a-z-]+):[^;{}]*;\1:[^;{}]*var\(--/g) ?? [];
  expect(fallbacks).toEqual([]);
});
