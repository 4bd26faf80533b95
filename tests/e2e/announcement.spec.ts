import {expect, test} from '@playwright/test';
import {facts} from '../../src/provider/facts';
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
