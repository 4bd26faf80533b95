/**
 * Sends the hostile-request corpus (src/lib/bad-requests.ts) to the site's nginx over raw
 * sockets and checks each answer: an allowed status and never a 5xx, no header injected, nothing
 * from outside the site root, and the Ukrainian not-found page on a 404.
 *   node --import tsx scripts/probe-bad-requests.ts <port>
 */
import net from 'node:net';
import {badRequests, type BadRequest} from '../src/lib/bad-requests';

const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
const NOT_FOUND_TITLE = 'Сторінку не знайдено';
/** Text that only files outside build/ contain. */
const OUTSIDE_MARKERS = [
  'root:x:0:0',
  'worker_processes',
  '"name": "hosting-help"',
  'help_centre_csp',
  'server_name',
  '[core]',
  '[extensions]',
  'PATH=',
];

interface Answer {
  status: number;
  head: string;
  body: Buffer;
}

function send(raw: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({host: '127.0.0.1', port});
    const finish = () => {
      // An interim 100 Continue precedes the real answer.
      let all = Buffer.concat(chunks);
      while (/^HTTP\/1\.1 1\d\d /.test(all.toString('latin1', 0, 16))) all = all.subarray(all.indexOf('\r\n\r\n') + 4);
      const split = all.indexOf('\r\n\r\n');
      const head = (split < 0 ? all : all.subarray(0, split)).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({status, head, body: split < 0 ? Buffer.alloc(0) : all.subarray(split + 4)});
    };
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(raw, () => socket.end());
  });
}

function problems(request: BadRequest, answer: Answer): string[] {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`server error ${answer.status}`);
  if (!request.allowed.includes(answer.status)) found.push(`status ${answer.status}, expected one of ${request.allowed.join(' ')}`);
  const headerNames = answer.head
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(':')[0]!.toLowerCase());
  if (headerNames.includes('x-injected') || headerNames.includes('set-cookie')) found.push('a header was injected');
  // (An answer without a status line is HTTP/0.9-style: there is no head to check.)
  if (answer.status !== 0 && /\r(?!\n)|(?<!\r)\n/.test(answer.head)) found.push('a bare CR or LF in the response head');
  const body = answer.body.toString('utf8');
  for (const marker of OUTSIDE_MARKERS) if (body.includes(marker)) found.push(`served a file from outside the root (${marker})`);
  if (answer.status === 404 && answer.body.length > 0 && !body.includes(NOT_FOUND_TITLE))
    found.push('a 404 without the Ukrainian not-found page');
  return found;
}

async function main(): Promise<void> {
  const corpus = badRequests();
  const byStatus = new Map<number, number>();
  const failures: string[] = [];
  const queue = [...corpus];
  await Promise.all(
    Array.from({length: 8}, async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const answer = await send(r.raw);
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        for (const p of problems(r, answer)) failures.push(`${r.name}: ${p}`);
      }
    }),
  );
  const statuses = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s === 0 ? 'closed' : s}×${n}`)
    .join(', ');
  for (const f of failures) console.log(`  ✘ ${f}`);
  console.log(`bad requests: ${corpus.length} sent; answers ${statuses}; ${failures.length} problem(s)`);
  process.exit(failures.length === 0 ? 0 : 1);
}

void main();
