/**
 * Lighthouse's mobile audit (its default: emulated phone, simulated slow 4G and CPU) of pages
 * served by the project's nginx, in Debian's Chromium started by chrome-launcher.
 */
import * as chromeLauncher from 'chrome-launcher';
import {lighthouseFigures, type LighthouseFigures} from './lighthouse-figures';

export async function auditPages(origin: string, routes: string[]): Promise<Map<string, LighthouseFigures>> {
  // Lighthouse is an ES module; a dynamic import loads it from this CommonJS-compiled script.
  const {default: lighthouse} = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures = new Map<string, LighthouseFigures>();
  try {
    for (const route of routes) {
      const result = await lighthouse(origin + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      figures.set(route, lighthouseFigures(result.lhr as never));
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
