import type {Page} from '@playwright/test';

/** What went wrong while a page was open: the console, failed requests and CSP reports. */
export interface PageTrouble {
  console: string[];
  failedRequests: string[];
  foreignRequests: string[];
  cspViolations: string[];
}

/**
 * Starts listening before the page loads. A CSP violation is read from the page's own
 * securitypolicyviolation event, so that it is counted even if the browser printed nothing.
 */
export async function watchPage(page: Page, origin: string): Promise<PageTrouble> {
  const trouble: PageTrouble = {console: [], failedRequests: [], foreignRequests: [], cspViolations: []};
  await page.addInitScript(() => {
    const w = window as unknown as {__csp: string[]};
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') trouble.console.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => trouble.console.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => trouble.failedRequests.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) trouble.failedRequests.push(`${r.url()} ${r.status()}`);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== origin) trouble.foreignRequests.push(r.url());
  });
  return trouble;
}

/** Adds the CSP violations the page recorded to the trouble list. */
export async function collectCspViolations(page: Page, trouble: PageTrouble): Promise<void> {
  trouble.cspViolations.push(...(await page.evaluate(() => (window as unknown as {__csp?: string[]}).__csp ?? [])));
}
