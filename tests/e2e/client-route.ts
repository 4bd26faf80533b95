import type {Page} from '@playwright/test';

/**
 * Changes the route inside the running app, as a link click does, without a page load:
 * push the address and let the router hear a popstate.
 */
export async function clientNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({key: Math.random().toString(36).slice(2)}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, url);
}
