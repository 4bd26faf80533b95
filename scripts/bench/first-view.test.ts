import {test} from 'node:test';
import assert from 'node:assert/strict';
import {firstViewAssets, sameOriginPath} from './first-view';

const origin = 'http://127.0.0.1:4194';

test('keeps the scripts and styles that started before hydration, once each, sorted', () => {
  const assets = firstViewAssets(
    [
      {name: `${origin}/assets/js/main.1.js`, startTime: 10},
      {name: `${origin}/assets/css/styles.1.css`, startTime: 5},
      {name: `${origin}/assets/js/runtime~main.1.js`, startTime: 9},
      {name: `${origin}/assets/js/main.1.js`, startTime: 12},
      {name: `${origin}/assets/js/route.1.js`, startTime: 80},
    ],
    100,
    origin,
  );
  assert.deepEqual(assets, {
    js: ['/assets/js/main.1.js', '/assets/js/route.1.js', '/assets/js/runtime~main.1.js'],
    css: ['/assets/css/styles.1.css'],
  });
});

test('leaves out what started after hydration (prefetches of links in view)', () => {
  const assets = firstViewAssets([{name: `${origin}/assets/js/next-page.js`, startTime: 101}], 100, origin);
  assert.deepEqual(assets, {js: [], css: []});
});

test('leaves out images, fonts and other origins', () => {
  const assets = firstViewAssets(
    [
      {name: `${origin}/img/logo.svg`, startTime: 1},
      {name: 'https://cdn.example.com/lib.js', startTime: 1},
    ],
    100,
    origin,
  );
  assert.deepEqual(assets, {js: [], css: []});
});

test('reads the path of a same-origin URL only', () => {
  assert.equal(sameOriginPath(`${origin}/a/b.js?x=1`, origin), '/a/b.js');
  assert.equal(sameOriginPath('http://127.0.0.1:9999/a.js', origin), undefined);
});
