import {expect, test} from '@playwright/test';
import {SAMPLE_DOC, UNLISTED, extraRoutes} from './site';
import {factDisplayText, uiLabelText} from '../../src/provider/fact-text';

const SITE = 'https://help.example.com';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

test('an article names its canonical address, its section’s preview image and a large Twitter card', async ({request}) => {
  const html = await (await request.get(SAMPLE_DOC)).text();
  expect(html).toMatch(new RegExp(`rel="?canonical"? href="?${SITE}${SAMPLE_DOC}"?[ />]`));
  expect(html).toMatch(new RegExp(`property="?og:image"? content="?${SITE}/img/social/working-with-server.png"?[ />]`));
  expect(html).toMatch(/name="?twitter:card"? content="?summary_large_image"?/);
  expect(html).toMatch(/property="?og:type"? content="?article"?/);
  expect(html).toMatch(/property="?og:title"? content="Як під’єднатися до сервера через SSH\?/);
});

test('every section’s preview image is a 1200×630 PNG served from the site', async ({request}) => {
  for (const section of ['site', 'order', 'payment', 'apps', 'working-with-server', 'glossary']) {
    const response = await request.get(`/img/social/${section}.png`);
    expect(response.status(), section).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({width: 1200, height: 630});
  }
});

test('a section landing page has its section’s preview image and a description', async ({request}) => {
  const html = await (await request.get('/order/hdd/')).text();
  expect(html).toMatch(/name="?description"? content="Усі статті розділу «Диски»/);
  expect(html).toMatch(new RegExp(`property="?og:image"? content="?${SITE}/img/social/order.png"?[ />]`));
});

test('robots.txt allows crawling and names the sitemap, which leaves out unlisted pages', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${SITE}${SAMPLE_DOC}</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/order/hdd/</loc>`);
  for (const route of extraRoutes()) expect(sitemap).toContain(`<loc>${SITE}${route}</loc>`);
  for (const route of UNLISTED) expect(sitemap).not.toContain(`${SITE}${route}<`);
});

test('articles carry JSON-LD: breadcrumbs, a FAQPage for a question, a HowTo for numbered steps', async ({request}) => {
  const faq = jsonLd(await (await request.get(SAMPLE_DOC)).text());
  expect(faq.map((d) => d['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  const question = faq.find((d) => d['@type'] === 'FAQPage')!.mainEntity[0];
  expect(question.name).toBe('Як під’єднатися до сервера через SSH?');
  expect(question.acceptedAnswer.text).toMatch(/^Щоб під’єднатися до сервера, виконайте в терміналі ssh root@<ip>/);

  const howTo = jsonLd(await (await request.get('/services/os/reinstall')).text()).find((d) => d['@type'] === 'HowTo');
  expect(howTo?.step.length).toBeGreaterThanOrEqual(2);
  expect(howTo?.step[0]).toMatchObject({'@type': 'HowToStep', position: 1});
  // Steps quote the provider's facts and menu items as the page shows them, not with gaps.
  const lan = jsonLd(await (await request.get('/working-with-server/lan/howto')).text()).find((d) => d['@type'] === 'HowTo');
  expect(lan?.step[0].text).toContain(`${factDisplayText('billingPanel')} і в розділі ${uiLabelText('services')} випишіть`);
});

test('unlisted pages carry no FAQ or HowTo data and are not indexed', async ({request}) => {
  for (const route of UNLISTED) {
    const html = await (await request.get(route)).text();
    expect(html).toMatch(/name="?robots"? content="?noindex/);
    expect(jsonLd(html).map((d) => d['@type'])).not.toContain('FAQPage');
  }
});
