import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractDoc, searchableParts} from './extract';

const page = (head: string, body: string) => `<html><head><title>T</title>${head}</head><body>
<article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Головна сторінка" href="/"><svg></svg></a></li>
<li class="breadcrumbs__item"><span>Робота із сервером</span></li><li class="breadcrumbs__item"><span>SSH</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Як під’єднатися по SSH?</h1></header>${body}</div></article></body></html>`;

const meta = '<meta name="description" content="Опис сторінки"><meta name="keywords" content="ssh, ссш">';
const body = `<p>Перший абзац.</p><h2 id="ключ">Вхід за ключем<a class="hash-link" href="#ключ">#</a></h2>
<ul role="tablist"><li>Linux</li></ul><p>Текст<code>ssh-keygen</code></p><pre><code>rm -rf /</code></pre>
<table><tr><td>Linux</td><td>macOS</td></tr></table>
<h2 id="див-також">Див. також</h2><ul><li><a href="/x">Інша сторінка</a></li></ul>`;

test('reads title, section, keywords, description, headings with anchors and body text', () => {
  const doc = extractDoc(page(meta, body), '/ssh', 'Загальне')!;
  assert.equal(doc.page, 'Як під’єднатися по SSH?');
  assert.equal(doc.section, 'Робота із сервером');
  assert.equal(doc.keywords, 'ssh, ссш');
  assert.equal(doc.description, 'Опис сторінки');
  assert.equal(doc.headings, 'ключ\tВхід за ключем');
  assert.match(doc.text, /Перший абзац\. Текст ?ssh-keygen/);
  assert.match(doc.text, /Linux macOS/);
});

test('leaves out code blocks, tab labels, anchor links and the generated «Див. також» block', () => {
  const doc = extractDoc(page(meta, body), '/ssh', 'Загальне')!;
  assert.doesNotMatch(doc.text, /rm -rf|Інша сторінка|#/);
  assert.equal(doc.text.match(/Linux/g)?.length, 1);
});

test('unlisted (noindex) pages and pages that are not docs are not searchable', () => {
  assert.equal(extractDoc(page('<meta name="robots" content="noindex, nofollow">', body), '/u', 'Загальне'), undefined);
  assert.equal(extractDoc('<html><body><main>Пошук</main></body></html>', '/search', 'Загальне'), undefined);
});

test('only the head and the article are parsed; the navbar, sidebar and footer are left out', () => {
  const full = page(meta, body)
    .replace('<body>', '<body><nav class="navbar">Меню SSH</nav><aside>Бічна панель</aside>')
    .replace('</body>', '<footer>Підвал</footer></body>');
  const parts = searchableParts(full);
  assert.match(parts, /<title>T<\/title>/);
  assert.match(parts, /theme-doc-breadcrumbs/);
  assert.doesNotMatch(parts, /Меню|Бічна панель|Підвал/);
  assert.deepEqual(extractDoc(full, '/ssh', 'Загальне'), extractDoc(page(meta, body), '/ssh', 'Загальне'));
  // A page without an article is read whole.
  assert.equal(
    searchableParts('<html><head></head><body><main>Пошук</main></body></html>'),
    '<html><head></head><body><main>Пошук</main></body></html>',
  );
});
