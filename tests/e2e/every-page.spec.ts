import {expect, test} from '@playwright/test';
import {specRoutes} from './site';
import {collectCspViolations, watchPage} from './page-watch';
import {axeViolations} from './axe';

// Every route, in both themes: axe finds no WCAG 2.2 A/AA violation, and the page logs nothing,
// fails no request, asks no other host and breaks no CSP rule. The page opens in the default dark
// theme and is then switched to light, as a reader does; one load per route keeps this within the
// CI budget, and the watch stays on through the switch (the light logo loads then). The switch
// changes colours only, so the light pass runs axe's colour rules (tests/e2e/axe.ts).
for (const route of specRoutes()) {
  test(`${route} is accessible and clean in dark and light`, async ({page, baseURL}) => {
    // Two axe passes over a page with the whole sidebar; generous for a busy 2-core machine.
    test.setTimeout(120_000);
    const trouble = await watchPage(page, new URL(baseURL!).origin);
    await page.goto(route, {waitUntil: 'networkidle'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect.soft(await axeViolations(page), 'axe violations, dark').toEqual([]);
    await page.getByRole('button', {name: /Перемикання між темним та світлим режимом/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.waitForLoadState('networkidle');
    // Colours fade to the new theme (CSS transitions); axe must read the settled colours.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect.soft(await axeViolations(page, {colourOnly: true}), 'axe violations, light').toEqual([]);
    await collectCspViolations(page, trouble);
    expect.soft(trouble.console, 'console errors and warnings').toEqual([]);
    expect.soft(trouble.failedRequests, 'failed requests').toEqual([]);
    expect.soft(trouble.foreignRequests, 'requests to other hosts').toEqual([]);
    expect.soft(trouble.cspViolations, 'CSP violations').toEqual([]);
  });
}
