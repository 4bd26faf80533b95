import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {countPages, withoutSlug, writeSyntheticCorpus} from './synthetic-corpus';

test('drops the slug from the front matter only', () => {
  const source = '---\ntitle: "A"\nslug: /\nsidebar_position: 1\n---\n\nslug: stays in the body\n';
  assert.equal(withoutSlug(source), '---\ntitle: "A"\nsidebar_position: 1\n---\n\nslug: stays in the body\n');
});

test('leaves a doc without front matter as it is', () => {
  assert.equal(withoutSlug('just text\n'), 'just text\n');
});

test('writes the originals and factor-1 labelled copies without slugs', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-test-'));
  const docs = path.join(root, 'docs');
  fs.mkdirSync(path.join(docs, 'order'), {recursive: true});
  fs.writeFileSync(path.join(docs, 'welcome.mdx'), '---\ntitle: "W"\nslug: /\n---\nHi\n');
  fs.writeFileSync(path.join(docs, 'order', 'cart.mdx'), '---\ntitle: "C"\n---\nCart\n');
  fs.writeFileSync(path.join(docs, 'order', '_category_.json'), '{"label":"Замовлення"}');
  const out = path.join(root, 'out');
  assert.equal(writeSyntheticCorpus(docs, out, 3), 6);
  assert.equal(countPages(path.join(out, 'copy-2')), 2);
  assert.equal(fs.readFileSync(path.join(out, 'welcome.mdx'), 'utf8'), '---\ntitle: "W"\nslug: /\n---\nHi\n');
  assert.equal(fs.readFileSync(path.join(out, 'copy-1', 'welcome.mdx'), 'utf8'), '---\ntitle: "W"\n---\nHi\n');
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'copy-1', '_category_.json'), 'utf8')), {label: 'Копія 1', position: 1001});
  fs.rmSync(root, {recursive: true});
});
