import {expect, test} from '@playwright/test';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {facts} from '../../src/provider/facts';

const catalog = readCatalog();

test('every article with see_also ends with «Див. також» linking those pages, and the support call to action', async ({request}) => {
  const articles = catalog.filter((d) => d.seeAlso.length > 0);
  expect(articles.length).toBeGreaterThan(100);
  for (const doc of articles) {
    const html = await (await request.get(doc.route)).text();
    const heading = /<h2[^>]*>Див. також/.exec(html);
    expect(heading, doc.route).not.toBeNull();
    const tail = html.slice(heading!.index);
    for (const target of doc.seeAlso) expect(tail, `${doc.route} → ${target}`).toMatch(new RegExp(`href="?${target}"?[ >]`));
    expect(tail, doc.route).toContain('aria-label="Служба підтримки"');
    expect(tail, doc.route).toContain(facts.contacts.support.email);
  }
});
