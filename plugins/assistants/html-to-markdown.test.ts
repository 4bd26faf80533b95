import {test} from 'node:test';
import assert from 'node:assert/strict';
import {articleMarkdown} from './html-to-markdown';

const page = (body: string) =>
  `<html><body><nav>menu</nav><div class="theme-doc-markdown markdown"><header><h1>Як під’єднатися?</h1></header>${body}</div><footer>x</footer></body></html>`;

test('the article body becomes Markdown with the title as the first heading; the page chrome is left out', async () => {
  const md = await articleMarkdown(
    page('<h2 id="a">Крок<a class="hash-link" href="#a">#</a></h2><p>Див. <a href="/order/">розділ</a>.</p>'),
    'https://h.example',
  );
  assert.equal(md, '# Як під’єднатися?\n\n## Крок\n\nДив. [розділ](https://h.example/order/).\n');
});

test('code blocks keep their language and lines, without the copy button', async () => {
  const html = page(
    '<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code><div class="token-line"><span>ssh</span><span> root@&lt;ip></span><br/></div><div class="token-line"><span>exit</span><br/></div></code></pre><button>Копіювати</button></div>',
  );
  assert.equal(await articleMarkdown(html, ''), '# Як під’єднатися?\n\n```bash\nssh root@<ip>\nexit\n```\n');
});

test('every tab comes out under its label; glossary pop-ups do not', async () => {
  const html = page(
    '<div class="tabs-container"><ul role="tablist"><li role="tab">Linux</li><li role="tab">Windows</li></ul><div><div role="tabpanel"><p>Один</p></div><div role="tabpanel" hidden><p>Два</p></div></div></div>' +
      '<p>Масив <span><a href="/glossary/raid">RAID</a><span role="tooltip">Об’єднання дисків.</span></span> працює.</p>',
  );
  assert.equal(
    await articleMarkdown(html, ''),
    '# Як під’єднатися?\n\n**Linux:**\n\nОдин\n\n**Windows:**\n\nДва\n\nМасив [RAID](/glossary/raid) працює.\n',
  );
});

test('a page without an article gives nothing', async () => {
  assert.equal(await articleMarkdown('<html><body><p>404</p></body></html>', ''), undefined);
});
