import {test} from 'node:test';
import assert from 'node:assert/strict';
import {llmsTxt} from './llms-txt';
import {markdownCopyPath} from './markdown-copy';

test('a page’s Markdown copy is its address with .md, or index.md for a folder', () => {
  assert.equal(markdownCopyPath('/order/cart'), '/order/cart.md');
  assert.equal(markdownCopyPath('/apps/'), '/apps/index.md');
  assert.equal(markdownCopyPath('/'), '/index.md');
});

test('llms.txt lists each section’s articles with title, Markdown link and description', () => {
  const text = llmsTxt({title: 'Довідка', tagline: 'Відповіді\nпро сервери', url: 'https://h.example', note: 'Примітка.'}, [
    {
      title: 'Замовлення',
      articles: [
        {route: '/order/cart', title: 'Кошик', description: 'Як працює кошик.'},
        {route: '/order/backup/', title: 'Копії'},
      ],
    },
    {title: 'Порожній', articles: []},
  ]);
  assert.equal(
    text,
    '# Довідка\n\n> Відповіді про сервери\n\nПримітка.\n\n## Замовлення\n\n- [Кошик](https://h.example/order/cart.md): Як працює кошик.\n- [Копії](https://h.example/order/backup/index.md)\n',
  );
});
