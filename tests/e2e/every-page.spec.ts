import {expect, test} from '@playwright/test';
import {specRoutes} from './site';
import {useColourTheme, type ColourTheme} from './colour-theme';
import {collectCspViolations, watchPage} from './page-watch';
import {axeViolations} from './axe';

// Every route, in both themes, loaded once: axe finds no WCAG 2.2 A/AA violation, and the page
// logs nothing, fails no request, asks no other host and breaks no CSP rule. One load serves all
// the checks, which keeps this within the CI budget.
for (const theme of ['dark', 'light'] as ColourTheme[]) {
  test.describe(`${theme} theme`, () => {
    for (const route of specRoutes()) {
      test(`${route} is accessible and clean`, async ({page, baseURL}) => {
        await useColourTheme(page, theme);
        const trouble = await watchPage(page, new URL(baseURL!).origin);
        await page.goto(route, {waitUntil: 'networkidle'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect.soft(await axeViolations(page), 'axe violations').toEqual([]);
        await collectCspViolations(page, trouble);
        expect.soft(trouble.console, 'console errors and warnings').toEqual([]);
        expect.soft(trouble.failedRequests, 'failed requests').toEqual([]);
        expect.soft(trouble.foreignRequests, 'requests to other hosts').toEqual([]);
        expect.soft(trouble.cspViolations, 'CSP violations').toEqual([]);
      });
    }
  });
}
