/**
 * Lighthouse (mobile, the default form factor) on a handful of representative pages, in Debian's
 * Chromium, asserting accessibility, best practices and SEO at 100 and printing every score.
 *   node --import tsx scripts/lighthouse-check.mts <port>
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.argv[2] ?? 8080);
// 'localhost' is a secure context to Lighthouse, as HTTPS is in production.
const origin = `http://localhost:${port}`;
const PAGES = ['/', '/working-with-server/tech-questions/ssh-connect', '/apps/docker', '/order/backup/', '/payment/active/overdue'];
const ASSERTED = ['accessibility', 'best-practices', 'seo'] as const;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = 0;

/**
 * One Lighthouse run. A run that Lighthouse itself could not finish (runtimeError, e.g. a
 * protocol timeout on a busy machine) says nothing about the page: it is retried, twice at most,
 * and reported if it never completes.
 */
async function audit(page: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...ASSERTED],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    console.log(`  Lighthouse could not finish ${page} (attempt ${attempt}): ${error.code} ${error.message}`);
    if (attempt === 3) return result.lhr;
  }
}
try {
  for (const page of PAGES) {
    const lhr = await audit(page);
    const {categories, audits} = lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(
      `lighthouse ${page}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
    );
    for (const id of ASSERTED) {
      if (score(id) === 100) continue;
      failed++;
      for (const ref of categories[id]!.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  ✘ ${id}: ${ref.id} — ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
process.exit(failed === 0 ? 0 : 1);
