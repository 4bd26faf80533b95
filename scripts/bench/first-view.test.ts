import {test} from 'node:test';
import assert from 'node:assert/strict';
import {firstViewAssets, sameOriginPath} from './first-view';

const origin = 'http://127.0.0.1:4194';

test('keeps the scripts and styles that started before hydration, once each, sorted', () => {
  const assets = firstViewAssets(
    [
      {name: `${origin}/assets/js/main.1.js`, initiatorType: 'script', startTime: 10, encodedBodySize: 100},
      {name: `${origin}/assets/css/styles.1.css`, initiatorType: 'link', startTime: 5, encodedBodySize: 7},
      {name: `${origin}/assets/js/runtime~main.1.js`, initiatorType: 'script', startTime: 9, encodedBodySize: 20},
      {name: `${origin}/assets/js/main.1.js`, initiatorType: 'script', startTime: 12, encodedBodySize: 100},
      {name: `${origin}/assets/js/route.1.js`, initiatorType: 'script', startTime: 80, encodedBodySize: 3},
    ],
    100,
    origin,
  );
  assert.deepEqual(assets, {
    js: ['/assets/js/main.1.js', '/assets/js/route.1.js', '/assets/js/runtime~main.1.js'],
    css: ['/assets/css/styles.1.css'],
    jsServedBytes: 123,
  });
});

test('leaves out what started after hydration (prefetches of links in view)', () => {
  const assets = firstViewAssets(
    [{name: `${origin}/assets/js/next-page.js`, initiatorType: 'script', startTime: 101, encodedBodySize: 50}],
    100,
    origin,
  );
  assert.deepEqual(assets, {js: [], css: [], jsServedBytes: 0});
});

test('leaves out images, fonts and other origins', () => {
  const assets = firstViewAssets(
    [
      {name: `${origin}/img/logo.svg`, initiatorType: 'script', startTime: 1, encodedBodySize: 1},
      {name: 'https://cdn.example.com/lib.js', initiatorType: 'script', startTime: 1, encodedBodySize: 1},
    ],
    100,
    origin,
  );
  assert.deepEqual(assets, {js: [], css: [], jsServedBytes: 0});
});

test('reads the path of a same-origin URL only', () => {
  assert.equal(sameOriginPath(`${origin}/a/b.js?x=1`, origin), '/a/b.js');
  assert.equal(sameOriginPath('http://127.0.0.1:9999/a.js', origin), undefined);
});

test('leaves out scripts prefetched through <link rel=prefetch>, even while hydrating', () => {
  const assets = firstViewAssets(
    [{name: `${origin}/assets/js/linked-page.js`, initiatorType: 'link', startTime: 90, encodedBodySize: 9}],
    100,
    origin,
  );
  assert.deepEqual(assets, {js: [], css: [], jsServedBytes: 0});
});
