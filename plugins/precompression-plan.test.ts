import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compressionPlan} from './precompression-plan';

test('hashed assets get strong compression', () => {
  assert.deepEqual(compressionPlan('assets/js/main.1234.js', 100_000), {brotliQuality: 10, gzipLevel: 9});
  assert.deepEqual(compressionPlan('assets/css/styles.1234.css', 80_000), {brotliQuality: 10, gzipLevel: 9});
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
