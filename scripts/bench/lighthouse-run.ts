/**
 * Lighthouse's mobile audit (its default: emulated phone, simulated slow 4G and CPU) of pages
 * served by the project's nginx, in Debian's Chromium started by chrome-launcher; `runs` audits
 * of each page, reported as the median of each figure.
 */
import * as chromeLauncher from 'chrome-launcher';
import {lighthouseFigures, medianFigures, type LighthouseFigures} from './lighthouse-figures';

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
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        perRun.push(lighthouseFigures(result.lhr as never));
      }
      figures.set(route, medianFigures(perRun));
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
