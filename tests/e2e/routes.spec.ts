import {expect, test} from '@playwright/test';
import {SITE_TITLE, expectedTitles, specRoutes} from './site';

const titles = expectedTitles();

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test.describe('every route of the specification', () => {
  for (const route of specRoutes()) {
    test(`${route} answers 200 with its title in Ukrainian`, async ({request}) => {
      const response = await request.get(route, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html[^>]*\blang=("uk"|uk[\s>])/);
      expect(html).toMatch(/<html[^>]*\bdir=("ltr"|ltr[\s>])/);
      const title = decodeEntities(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '');
      const expected = titles.get(route);
      expect(expected, `no page source for ${route}`).toBeTruthy();
      expect(title).toBe(`${expected} | ${SITE_TITLE}`);
    });
  }
});
