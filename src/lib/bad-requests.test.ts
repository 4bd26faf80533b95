import {test} from 'node:test';
import assert from 'node:assert/strict';
import {badRequests} from './bad-requests';

const corpus = badRequests();

test('the corpus holds at least 300 requests, each named once', () => {
  assert.ok(corpus.length >= 300, `only ${corpus.length}`);
  assert.equal(new Set(corpus.map((r) => r.name)).size, corpus.length);
});

test('no request may be answered with a server error', () => {
  for (const r of corpus)
    assert.ok(
      r.allowed.every((s) => s < 500),
      r.name,
    );
});

test('every kind the issue lists is in it', () => {
  const names = corpus.map((r) => r.name).join('\n');
  for (const kind of [
    'traversal',
    'double slashes',
    'NUL',
    'CR LF',
    'invalid UTF-8',
    'of 200000 characters',
    'header of',
    'Cyrillic',
    'method "POST"',
    'method "DELETE"',
    'range ',
  ]) {
    assert.ok(names.includes(kind), kind);
  }
});

test('raw bytes survive: NUL, CR and invalid UTF-8 reach the wire unencoded', () => {
  const byName = (n: string) => corpus.find((r) => r.name === n)!.raw;
  assert.ok(byName('raw NUL byte').includes(0x00));
  assert.ok(byName('raw invalid UTF-8').includes(0xc3));
  assert.match(byName('raw CR in target').toString('latin1'), /^GET \/a\rX-Injected/);
});
