import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {contentSecurityPolicy, inlineScripts, nginxCspInclude, scriptHash, scriptHashes} from './csp';

test('inline executable scripts are found; external scripts and data blocks are not', () => {
  const html = `<head><script>a()</script><script src="/x.js"></script>
    <script type="application/ld+json">{"@type":"Thing"}</script><script type="text/javascript">b()</script>
    <script type=module>c()</script><script></script></head>`;
  assert.deepEqual(inlineScripts(html), ['a()', 'b()', 'c()']);
});

test('the hash is the base64 SHA-256 of the exact script text', () => {
  const expected = createHash('sha256').update('alert(1)').digest('base64');
  assert.equal(scriptHash('alert(1)'), `'sha256-${expected}'`);
  assert.notEqual(scriptHash('alert(1)'), scriptHash('alert(1) '));
});

test('hashes of many pages are distinct and sorted', () => {
  const hashes = scriptHashes(['<script>b()</script><script>a()</script>', '<script>a()</script>']);
  assert.equal(hashes.length, 2);
  assert.deepEqual(hashes, [...hashes].sort());
});

test('the policy has no unsafe-inline for scripts and forbids framing and plugins', () => {
  const policy = contentSecurityPolicy([scriptHash('a()')]);
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
  assert.ok(!scriptSrc.includes('unsafe'));
  assert.ok(scriptSrc.includes(scriptHash('a()')));
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.match(policy, /default-src 'self'/);
});

test('the nginx include sets the variable and refuses a policy that would break the quoting', () => {
  assert.match(nginxCspInclude("default-src 'self'"), /^set \$help_centre_csp "default-src 'self'";$/m);
  assert.throws(() => nginxCspInclude('a"; add_header X y'));
});
