/**
 * Lighthouse's mobile audit (its default: emulated phone, simulated slow 4G and CPU) of pages
 * served by the project's nginx, in Debian's Chromium started by chrome-launcher; `runs` audits
 * of each page, reported as the median of each figure.
 */
import * as chromeLauncher from 'chrome-launcher';
import {lighthouseFigures, medianFigures, type LighthouseFigures} from './lighthouse-figures';

/** Runs that end without a performance score (a page that timed out on a loaded machine) are retried this often. */
const ATTEMPTS = 3;

type Lighthouse = (typeof import('lighthouse'))['default'];

async function auditOnce(lighthouse: Lighthouse, url: string, port: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const error = result?.lhr.runtimeError;
    if (result && !error && result.lhr.categories.performance?.score != null) return lighthouseFigures(result.lhr as never);
    const why = error ? `${error.code}: ${error.message}` : 'no result';
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${why}`);
    console.warn(`[bench] Lighthouse run failed on ${url} (${why}); running it again`);
  }
}

export async function auditPages(origin: string, routes: string[], runs: number): Promise<Map<string, LighthouseFigures>> {
  // Lighthouse is an ES module; a dynamic import loads it from this CommonJS-compiled script.
  const {default: lighthouse} = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures = new Map<string, LighthouseFigures>();
  try {
    for (const route of routes) {
      const perRun: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) perRun.push(await auditOnce(lighthouse, origin + route, chrome.port));
      figures.set(route, medianFigures(perRun));
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
