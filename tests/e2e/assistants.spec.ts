import {expect, test} from '@playwright/test';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {markdownCopyPath} from '../../plugins/assistants/markdown-copy';
import {SAMPLE_DOC, gotoHydrated} from './site';

const catalog = readCatalog();
const listed = catalog.filter((d) => !d.unlisted);
const siteUrl = 'https://help.example.com';

test('llms.txt lists every listed article with its title, description and link, and no unlisted one', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/);
  const text = await response.text();
  for (const doc of listed) {
    expect(text, doc.route).toContain(
      `[${doc.title}](${siteUrl}${markdownCopyPath(doc.route)})${doc.description ? `: ${doc.description}` : ''}`,
    );
  }
  for (const doc of catalog.filter((d) => d.unlisted)) expect(text).not.toContain(`${siteUrl}${markdownCopyPath(doc.route)}`);
});

test('llms-full.txt holds the whole text of the listed articles', async ({request}) => {
  const text = await (await request.get('/llms-full.txt')).text();
  for (const doc of listed) expect(text, doc.route).toContain(`# ${doc.title}\n`);
  expect(text).toContain('ssh "root@<ip>"');
});

test('every article has a Markdown copy served as UTF-8 text', async ({request}) => {
  for (const doc of catalog) {
    const response = await request.get(markdownCopyPath(doc.route));
    expect(response.status(), doc.route).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(await response.text()).toMatch(new RegExp(`^# ${doc.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
  }
});

test('«Копіювати як Markdown» copies the article as Markdown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, SAMPLE_DOC);
  await page.getByRole('button', {name: 'Копіювати як Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Скопійовано'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const doc = catalog.find((d) => d.route === SAMPLE_DOC)!;
  expect(copied.startsWith(`# ${doc.title}\n`)).toBe(true);
  expect(copied).toContain('```bash\nssh "root@<ip>"\n```');
  expect(copied).toContain('## Див. також');
  await expect(page.getByRole('link', {name: 'Відкрити як Markdown', exact: true})).toHaveAttribute('href', `${SAMPLE_DOC}.md`);
});
