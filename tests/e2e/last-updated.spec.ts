import {expect, test} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import {SAMPLE_DOC, gotoHydrated} from './site';

test('an article shows when it was last changed, from the repository history, in Ukrainian', async ({page}) => {
  await gotoHydrated(page, SAMPLE_DOC);
  const updated = page.locator('.theme-last-updated');
  await expect(updated).toContainText('Останнє оновлення');
  const time = updated.locator('time');
  // «21 лист. 2026 р.»: day, Ukrainian month abbreviation, year with «р.».
  await expect(time).toHaveText(/^\d{1,2} [а-яіїєґ]+\.? \d{4} р\.$/);
  // Docusaurus reads the whole log with --name-status, where a merge commit lists no files: the date
  // shown is that of the last non-merge commit that changed the file, even after a merge resolved it.
  const committed = execFileSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%ct', '--', `docs${SAMPLE_DOC}.mdx`], {
    encoding: 'utf8',
  }).trim();
  const shown = await time.getAttribute('datetime');
  expect(new Date(shown!).getTime()).toBe(Number(committed) * 1000);
});
