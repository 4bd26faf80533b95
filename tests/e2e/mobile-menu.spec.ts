import {expect, test} from '@playwright/test';
import {SAMPLE_DOC} from './site';
import {axeViolations} from './axe';

// At mobile width, with the side menu open, a sample of pages has no axe violation in either theme.
const SAMPLE = ['/', SAMPLE_DOC, '/apps/docker', '/order/backup/', '/payment/active/overdue'];

test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

for (const route of SAMPLE) {
  test(`${route} at mobile width with the menu open is accessible in dark and light`, async ({page}) => {
    await page.goto(route, {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Перемкнути сайдбар'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.waitForTimeout(400); // the menu slides in; axe must see it settled
    expect.soft(await axeViolations(page), 'dark').toEqual([]);
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /Перемикання між темним та світлим режимом/})
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Colours fade to the new theme (CSS transitions); axe must read the settled colours.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect.soft(await axeViolations(page), 'light').toEqual([]);
  });
}
