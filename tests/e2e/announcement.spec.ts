import {expect, test} from '@playwright/test';
import {facts} from '../../src/provider/facts';
import {contrastRatio, relativeLuminance} from '../../src/lib/contrast';
import {gotoHydrated} from './site';

test('the announcement bar shows until dismissed, and stays dismissed after a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByText(facts.announcement.text)).toBeVisible();
  await page.getByRole('button', {name: 'Закрити'}).click();
  await expect(page.getByText(facts.announcement.text)).toBeHidden();
  await page.reload();
  await expect(page.getByText(facts.announcement.text)).toBeHidden();
});

test('a dismissal of an older announcement id does not hide the current one', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await gotoHydrated(page, '/');
  await expect(page.getByText(facts.announcement.text)).toBeVisible();
});

test('in the dark theme the bar is no brighter than the navbar, and its text and close button are readable', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const colours = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      bar: style('.theme-announcement-bar').backgroundColor,
      text: style('.theme-announcement-bar').color,
      close: style('.theme-announcement-bar .close').color,
      navbar: style('.navbar').backgroundColor,
    };
  });
  expect(relativeLuminance(colours.bar)).toBeLessThanOrEqual(relativeLuminance(colours.navbar));
  expect(contrastRatio(colours.text, colours.bar)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(colours.close, colours.bar)).toBeGreaterThanOrEqual(4.5);
});
