import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countBlocks, countBySection, planPage, renderPage, shellQuote} from './plan';

const table = {domain: 'example.com'};
const page = [
  '---',
  'title: "x"',
  '---',
  '',
  '```bash run id=site',
  'mkdir -p "/var/www/<domain>"',
  '```',
  '',
  '```nginx validate=nginx-server',
  'server { server_name <domain>; }',
  '```',
  '',
  '```bash',
  'echo only syntax',
  '```',
  '',
  '```powershell',
  'Get-Date',
  '```',
  '',
].join('\n');

test('a page plan: steps in order, placeholders replaced, checks and fixtures from the spec', () => {
  const plan = planPage(
    '/x',
    'docs/x.mdx',
    page,
    {fixtures: ['www-site'], blocks: {site: {checks: ['test -d /var/www/example.com'], input: 'y\\n'}}},
    table,
  )!;
  assert.equal(plan.steps.length, 2);
  assert.deepEqual(
    plan.steps.map((s) => [s.n, s.kind, s.where]),
    [
      [1, 'run', 'docs/x.mdx:5'],
      [2, 'validate', 'docs/x.mdx:9'],
    ],
  );
  assert.equal(plan.steps[0]!.code, 'mkdir -p "/var/www/example.com"\n');
  assert.equal(plan.steps[1]!.target!.path, '/etc/nginx/sites-enabled/block-2.conf');
  assert.equal(plan.steps[1]!.command, 'nginx -t');
  const files = renderPage(plan);
  assert.match(files['page.sh']!, /^fixture 'www-site'$/m);
  assert.match(files['page.sh']!, /^step 1 'run' 'docs\/x\.mdx:5' \/procedures\/steps\/1\.sh '' 'y\\n'$/m);
  assert.match(files['page.sh']!, /^check 1 'docs\/x\.mdx:5' 'test -d \/var\/www\/example\.com'$/m);
  assert.equal(files['files/2'], 'server { server_name example.com; }\n');
  assert.match(files['steps/2.sh']!, /^cp \/procedures\/files\/2 '\/etc\/nginx\/sites-enabled\/block-2\.conf'\nnginx -t$/m);
});

test('a page without markers has no plan; wrong markers and stale spec entries are errors', () => {
  assert.equal(planPage('/y', 'docs/y.mdx', '```bash\nls\n```\n', undefined, table), undefined);
  assert.throws(() => planPage('/y', 'docs/y.mdx', '```bash run id=a\nls\n```\n', undefined, table), /id=a has no entry/);
  assert.throws(() => planPage('/y', 'docs/y.mdx', '```bash run\nls\n```\n', {blocks: {gone: {}}}, table), /gone, which no block/);
  assert.throws(() => planPage('/y', 'docs/y.mdx', '```ini validate=nope\na=1\n```\n', undefined, table), /unknown validator nope/);
  assert.throws(() => planPage('/y', 'docs/y.mdx', '```powershell run\nGet-Date\n```\n', undefined, table), /only shell blocks can run/);
  assert.throws(
    () => planPage('/y', 'docs/y.mdx', '```bash run\nping <host>\n```\n', undefined, table),
    /docs\/y\.mdx:1: no test value for <host>/,
  );
});

test('counts: run, validated, shell syntax only, other', () => {
  assert.deepEqual(countBlocks(page), {run: 1, validated: 1, syntaxOnly: 1, other: 1});
  const rows = countBySection([
    {route: '/a/b', source: page},
    {route: '/a/c', source: page},
  ]);
  assert.deepEqual(rows, [
    ['/a/', {run: 2, validated: 2, syntaxOnly: 2, other: 2}],
    ['total', {run: 2, validated: 2, syntaxOnly: 2, other: 2}],
  ]);
});

test('shell quoting survives quotes', () => {
  assert.equal(shellQuote(`it's "x"`), `'it'\\''s "x"'`);
});
