/**
 * A bounded load check of the site's nginx on loopback: a fixed number of requests over a few
 * representative pages and assets, reporting requests per second and 99th-percentile latency, and
 * failing on any error, timeout or non-2xx answer.
 *   node --import tsx scripts/load-check.ts <port> [requests]
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.argv[2] ?? 8080);
const amount = Number(process.argv[3] ?? 2_000);
const build = path.resolve(__dirname, '../build');
const someScript = fs.readdirSync(path.join(build, 'assets/js')).find((f) => f.startsWith('main.'));

const paths = [
  '/',
  '/working-with-server/tech-questions/ssh-connect',
  '/order/hdd/raid',
  '/apps/',
  '/sitemap.xml',
  ...(someScript ? [`/assets/js/${someScript}`] : []),
];

async function main(): Promise<void> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    pipelining: 1,
    amount,
    timeout: 10,
    requests: paths.map((p) => ({method: 'GET', path: p, headers: {'accept-encoding': 'gzip'}})),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  console.log(
    `load: ${result.requests.total} requests over ${paths.length} paths, ${Math.round(result.requests.average)} req/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  process.exit(bad === 0 && result.requests.total > 0 ? 0 : 1);
}

void main();
