/**
 * Measures what a page costs the reader: every script, style sheet and data file the browser
 * fetches to load and hydrate it, raw and gzipped as nginx sends it (level 6). Used to state the
 * weight a feature adds; run against two builds to compare.
 *   node --import tsx scripts/measure-page-weight.ts http://127.0.0.1:4192/working-with-server/tech-questions/ssh-connect
 */
import {chromium} from '@playwright/test';
import zlib from 'node:zlib';

interface Row {
  url: string;
  type: string;
  raw: number;
  gzip: number;
}

async function measure(pageUrl: string): Promise<Row[]> {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox']});
  const page = await browser.newPage();
  const rows: Promise<Row | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'fetch', 'xhr'].includes(type)) return;
    rows.push(
      response.body().then(
        (body) => ({url: new URL(response.url()).pathname, type, raw: body.length, gzip: zlib.gzipSync(body, {level: 6}).length}),
        () => undefined,
      ),
    );
  });
  await page.goto(pageUrl, {waitUntil: 'networkidle'});
  await browser.close();
  return (await Promise.all(rows)).filter((r): r is Row => Boolean(r));
}

void (async () => {
  const rows = await measure(process.argv[2]!);
  const total = (type: string[]) =>
    rows.filter((r) => type.includes(r.type)).reduce((s, r) => ({raw: s.raw + r.raw, gzip: s.gzip + r.gzip}), {raw: 0, gzip: 0});
  for (const r of rows) console.log(`${r.type.padEnd(10)} ${String(r.raw).padStart(8)} ${String(r.gzip).padStart(8)}  ${r.url}`);
  console.log('JS  ', total(['script']));
  console.log('CSS ', total(['stylesheet']));
  console.log('data', total(['fetch', 'xhr']));
})();
