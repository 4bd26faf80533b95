import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assetsNamedIn, compressionPlan} from './precompression-plan';

test('assets that many pages load, or that load on demand, get strong compression', () => {
  assert.deepEqual(compressionPlan('assets/js/main.1234.js', 100_000, 290), {brotliQuality: 10, gzipLevel: 9});
  assert.deepEqual(compressionPlan('assets/css/styles.1234.css', 80_000, 2), {brotliQuality: 10, gzipLevel: 9});
  assert.deepEqual(compressionPlan('assets/js/search.1234.js', 20_000, 0), {brotliQuality: 10, gzipLevel: 9});
});

test('the article script that only its own page names is compressed quickly, like the page', () => {
  assert.deepEqual(compressionPlan('assets/js/5e95c892.ad439b54.js', 12_000, 1), {brotliQuality: 6, gzipLevel: 6});
});

test('pages get settings that are quick for a build of many pages', () => {
  assert.deepEqual(compressionPlan('order/hdd/raid/index.html', 30_000), {brotliQuality: 5, gzipLevel: 6});
  assert.deepEqual(compressionPlan('404.html', 30_000), {brotliQuality: 5, gzipLevel: 6});
});

test('small files and binary files are left alone', () => {
  assert.equal(compressionPlan('img/favicon.svg', 344), undefined);
  assert.equal(compressionPlan('img/photo.webp', 50_000), undefined);
  assert.equal(compressionPlan('assets/js/main.js.gz', 50_000), undefined);
});

test('files other plugins write during postBuild are left to nginx', () => {
  for (const file of ['sitemap.xml', 'llms-full.txt', 'order/cart.md', 'search-index.json', 'not-found-articles.json']) {
    assert.equal(compressionPlan(file, 30_000), undefined, file);
  }
});

test('a page names the assets it styles with, preloads and starts, quoted or not, once each', () => {
  const html =
    '<link rel=stylesheet href=/assets/css/styles.0328.css><link rel="preload" href="/assets/js/main.b050.js" as=script>' +
    '<script>load(["/assets/js/main.b050.js","/assets/js/5e95c892.ad43.js"])</script>' +
    '<img src="/img/logo.svg"><a href="/assets-guide/">x</a><p>/assets/js/prose.js</p>';
  assert.deepEqual([...assetsNamedIn(html)], ['assets/css/styles.0328.css', 'assets/js/main.b050.js', 'assets/js/5e95c892.ad43.js']);
});
