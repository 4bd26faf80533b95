/**
 * A corpus of hostile and malformed HTTP requests for the nginx configuration, written as raw
 * bytes (a client library would normalise most of them away) with what each may be answered.
 */

export interface BadRequest {
  /** What the request tries, for the report. */
  name: string;
  /** The exact bytes sent. */
  raw: Buffer;
  /** Status codes that are a correct answer (never a 5xx). */
  allowed: number[];
}

const REFUSED = [400, 403, 404, 405, 408, 413, 414, 416, 431, 494];
/** A malformed request nginx may also close without a status (the probe records 0). */
const REFUSED_OR_CLOSED = [0, ...REFUSED];

function request(method: string, target: string, headers: string[] = [], version = 'HTTP/1.1'): Buffer {
  return Buffer.from(
    `${method} ${target} ${version}\r\nHost: help.example.com\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`,
    'latin1',
  );
}

function rawRequest(startLine: Buffer, headers: string[] = []): Buffer {
  return Buffer.concat([
    startLine,
    Buffer.from(`\r\nHost: help.example.com\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`, 'latin1'),
  ]);
}

/** Files outside the site root a traversal would aim at. */
const OUTSIDE_TARGETS = [
  'etc/passwd',
  'etc/nginx/nginx.conf',
  'proc/self/environ',
  'package.json',
  'deploy/help-centre.conf',
  'build-nginx/csp.conf',
  '.git/config',
  'windows/win.ini',
];

/** Ways of writing '../'. */
const DOT_DOT = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%252e%252e%252f',
  '..%5c',
  '..\\',
  '%c0%ae%c0%ae/',
  '..%c0%af',
  '.%2e/',
  '%2e./',
  '....//',
  '..;/',
  '..%00/',
  '%uff0e%uff0e/',
];

export function badRequests(): BadRequest[] {
  const corpus: BadRequest[] = [];
  const add = (name: string, raw: Buffer, allowed: number[]) => corpus.push({name, raw, allowed});

  for (const dots of DOT_DOT) {
    for (const target of OUTSIDE_TARGETS) {
      for (const prefix of ['/', '/assets/', '/apps/']) {
        add(`traversal ${prefix}${dots}×4 ${target}`, request('GET', `${prefix}${dots.repeat(4)}${target}`), [...REFUSED_OR_CLOSED, 301]);
      }
    }
  }

  for (const path of [
    '//',
    '//apps//docker',
    '///etc/passwd',
    '/apps///docker/',
    '//%2e%2e//etc/passwd',
    '/assets//js//../../package.json',
  ]) {
    add(`double slashes ${path}`, request('GET', path), [...REFUSED_OR_CLOSED, 301]);
  }

  for (const [name, target] of [
    ['NUL in path', '/apps%00.html'],
    ['NUL before extension', '/index.html%00.txt'],
    ['CR LF in path', '/apps%0d%0aSet-Cookie:%20injected=1'],
    ['LF in path', '/apps%0aX-Injected:%201'],
    ['CR LF in redirect target', '//apps%0d%0aX-Injected:%201//docker'],
    ['CR LF in index redirect', '/apps%0d%0aX-Injected:%201/index.html'],
    ['invalid UTF-8 overlong', '/%c0%af'],
    ['invalid UTF-8 lone continuation', '/%80%80'],
    ['invalid UTF-8 truncated', '/%e0%a4%a'],
    ['invalid UTF-8 surrogate', '/%ed%a0%80'],
    ['Cyrillic path encoded', '/%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D0%B0'],
    ['Cyrillic under a section', '/payment/%D1%80%D0%B0%D1%85%D1%83%D0%BD%D0%BA%D0%B8'],
    ['percent alone', '/%'],
    ['percent and one digit', '/%2'],
    ['backslash path', '/apps\\docker'],
    ['dotfile', '/.env'],
    ['git folder', '/.git/HEAD'],
    ['trailing dot', '/apps/docker.'],
    ['tilde backup', '/index.html~'],
    ['php probe', '/wp-login.php'],
    ['server status', '/server-status'],
    ['asterisk target', '*'],
  ] as const) {
    add(name, request('GET', target), [...REFUSED_OR_CLOSED, 301]);
  }

  // Odd but harmless: nginx normalises these to a page of the site, which it may serve.
  for (const [name, target] of [
    ['CR LF in query', '/?q=%0d%0aSet-Cookie:%20injected=1'],
    ['encoded slash', '/apps%2fdocker'],
    ['dot segment only', '/./././'],
    ['absolute URI to another host', 'http://evil.example/'],
  ] as const) {
    add(name, request('GET', target), [...REFUSED_OR_CLOSED, 200, 301]);
  }

  // Raw bytes that no URL encoder would send.
  for (const [name, bytes] of [
    ['raw NUL byte', Buffer.from([0x2f, 0x61, 0x00, 0x62])],
    ['raw CR in target', Buffer.from('/a\rX-Injected: 1', 'latin1')],
    ['raw invalid UTF-8', Buffer.from([0x2f, 0xc3, 0x28])],
    ['raw lone 0xFF', Buffer.from([0x2f, 0xff, 0xfe])],
    ['raw Cyrillic UTF-8', Buffer.from('/оплата', 'utf8')],
    ['raw Cyrillic under a section', Buffer.from('/payment/рахунки', 'utf8')],
    ['raw overlong slash', Buffer.from([0x2f, 0xc0, 0xaf, 0x65, 0x74, 0x63])],
    ['raw tab', Buffer.from('/a\tb', 'latin1')],
  ] as const) {
    add(name, rawRequest(Buffer.concat([Buffer.from('GET ', 'latin1'), bytes, Buffer.from(' HTTP/1.1', 'latin1')])), REFUSED_OR_CLOSED);
  }

  for (const length of [1_000, 4_000, 8_000, 9_000, 16_000, 64_000, 200_000]) {
    add(`path of ${length} characters`, request('GET', `/${'a'.repeat(length)}`), REFUSED_OR_CLOSED);
    add(`query of ${length} characters`, request('GET', `/?${'q'.repeat(length)}`), [...REFUSED_OR_CLOSED, 200]);
    add(`header of ${length} characters`, request('GET', '/', [`X-Long: ${'h'.repeat(length)}`]), [...REFUSED_OR_CLOSED, 200]);
    add(`cookie of ${length} characters`, request('GET', '/', [`Cookie: c=${'k'.repeat(length)}`]), [...REFUSED_OR_CLOSED, 200]);
  }
  add(
    '200 headers',
    request(
      'GET',
      '/',
      Array.from({length: 200}, (_, i) => `X-H${i}: v`),
    ),
    [...REFUSED_OR_CLOSED, 200],
  );

  for (const method of [
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'PROPFIND',
    'MKCOL',
    'COPY',
    'MOVE',
    'LOCK',
    'DEBUG',
    'TRACK',
    'BREW',
    'get',
    'G E T',
    'GET\u0000',
  ]) {
    for (const target of ['/', '/apps/docker', '/assets/', '/nope']) {
      const allowed = method === 'CONNECT' || /\s|\u0000|[a-z]/.test(method) ? REFUSED_OR_CLOSED : [405, 404, 400, 0];
      add(
        `method ${JSON.stringify(method)} ${target}`,
        request(method, target, method === 'POST' || method === 'PUT' ? ['Content-Length: 4'] : []),
        allowed,
      );
    }
  }

  for (const [name, version] of [
    ['HTTP/0.9 request', ''],
    ['HTTP/2.0 on plain', 'HTTP/2.0'],
    ['HTTP/9.9', 'HTTP/9.9'],
    ['lower-case version', 'http/1.1'],
    ['garbage version', 'HTCPCP/1.0'],
  ] as const) {
    add(name, version ? request('GET', '/', [], version) : Buffer.from('GET /\r\n', 'latin1'), [...REFUSED_OR_CLOSED, 200]);
  }

  for (const header of [
    'Host: ',
    'Host: a\r\nHost: b',
    'Host: evil.example\r\nX-Forwarded-Host: evil.example',
    'Content-Length: -1',
    'Content-Length: 99999999999999999999',
    'Transfer-Encoding: chunked, identity',
    'Transfer-Encoding: xchunked',
    'Expect: 100-continue',
    ': no-name',
    'Bad Header Name: x',
    'X-Ctl: a\u0001b',
    'X-Utf: \u00ff\u00fe',
  ]) {
    add(`header ${JSON.stringify(header)}`, request('GET', '/', [header]), [...REFUSED_OR_CLOSED, 200]);
  }

  // Ranges: legitimate on an existing file (206), refused when unsatisfiable (416).
  for (const [range, allowed] of [
    ['bytes=0-99', [206]],
    ['bytes=-100', [206]],
    ['bytes=100-', [206]],
    ['bytes=0-0,5-5,10-10', [206]],
    ['bytes=0-1,0-1,0-1,0-1,0-1,0-1,0-1,0-1,0-1,0-1', [206, 200, 416]],
    ['bytes=99999999-', [416]],
    ['bytes=5-1', [200, 416]],
    ['bytes=abc', [200, 416]],
    ['bytes=-0', [200, 416]],
    ['items=0-10', [200]],
    ['bytes=0-18446744073709551616', [200, 206, 416]],
    [`bytes=${Array.from({length: 300}, (_, i) => `${i}-${i}`).join(',')}`, [200, 206, 416, 400]],
  ] as const) {
    add(`range ${range.slice(0, 40)} on a page`, request('GET', '/apps/docker', [`Range: ${range}`]), [...allowed]);
    add(`range ${range.slice(0, 40)} on a missing file`, request('GET', '/nope.txt', [`Range: ${range}`]), [404, 416]);
  }
  return corpus;
}
