/**
 * Makes a page's text the same from one run to the next, so the visual tests see changes of
 * style and layout, not of wording: the articles change every day, the chrome and components
 * should not. Sidebar, breadcrumbs, table of contents, cards and search results keep their real
 * elements (same count, same classes) with fixed labels; an article body becomes a fixed
 * specimen made of the page's own components (heading, a tab group, a code block, a table).
 * Runs in the browser, after hydration, just before the screenshot; nothing of it is in the site.
 */
import type {Page} from '@playwright/test';

/** What the article body becomes: kept, or a specimen (title and first paragraph, plus what the name says). */
export type Body = 'keep' | 'plain' | 'article' | 'glossary' | 'welcome';

export async function freezeText(page: Page, body: Body): Promise<void> {
  await page.evaluate((body) => {
    const LABELS = [
      'Перед купівлею',
      'Замовлення',
      'Оплата й рахунки',
      'Робота із сервером',
      'Доступи й паролі',
      'Локальна мережа',
      'Резервні копії',
      'Застосунки на сервері',
    ];
    const label = (i: number) => LABELS[i % LABELS.length]!;
    const hide = (el: Element) => ((el as HTMLElement).style.display = 'none');
    /** Sets the element's first piece of text and empties the rest; icons and structure stay. */
    const setText = (el: Element, text: string) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let first = true;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.nodeValue?.trim()) continue;
        n.nodeValue = first ? text : '';
        first = false;
      }
    };

    // Pages are added to the site: a menu list shows its first 12 items and the one on the path to
    // the current page, and each kind of label counts on its own.
    document.querySelectorAll('.menu__list').forEach((list) => {
      Array.from(list.children).forEach((li, i) => i >= 12 && !li.querySelector('.menu__link--active') && hide(li));
    });
    for (const selector of ['.menu__link', '.breadcrumbs__link', '.theme-doc-card-title']) {
      Array.from(document.querySelectorAll(selector))
        .filter((el) => el.textContent?.trim())
        .forEach((el, i) => setText(el, label(i)));
    }
    document
      .querySelectorAll('.theme-doc-card-description')
      .forEach((el) => setText(el, 'Що входить у послугу, скільки коштує і як її замовити.'));
    document.querySelectorAll('.theme-doc-card-container').forEach((el, i) => i >= 4 && hide(el.closest('article, .col') ?? el));
    document.querySelectorAll('.table-of-contents').forEach((list) => {
      Array.from(list.children).forEach((li, i) => (i < 3 ? setText(li, label(i + 2)) : hide(li)));
    });
    // A section landing's own title and description.
    document.querySelectorAll('main article > header h1').forEach((el) => setText(el, 'Диски'));
    document
      .querySelectorAll('main article > header p')
      .forEach((el) => setText(el, 'Усі статті розділу «Диски»: про що кожна і де її знайти.'));
    document.querySelectorAll('.pagination-nav__label').forEach((el, i) => setText(el, label(i + 4)));
    document.querySelectorAll('.theme-last-updated time').forEach((el) => setText(el, '1 січ. 2026 р.'));
    document.querySelectorAll('.print-source').forEach((el) => setText(el, 'https://help.example.com/specimen · оновлено 1 січ. 2026 р.'));
    // The 404 page's suggestions and the search page's popular articles.
    document
      .querySelectorAll('[aria-labelledby="closest-articles"] li a, [data-testid="search-empty"] li a')
      .forEach((el, i) => setText(el, `Як ${label(i).toLowerCase()} працює на сервері?`));
    document
      .querySelectorAll('[aria-labelledby="closest-articles"] li, [data-testid="search-empty"] li')
      .forEach((el, i) => i >= 2 && hide(el));
    // The search dialog with results: always two groups of two results, made from the first group
    // and its first result (how many the index finds depends on the articles), with fixed words.
    document.querySelectorAll('[role="listbox"]').forEach((listbox) => {
      const first = listbox.querySelector('[role="group"]');
      if (!first) return;
      const options = Array.from(first.querySelectorAll('[role="option"]'));
      options.slice(1).forEach((o) => o.remove());
      const plain = options[0]!.cloneNode(true) as Element;
      plain.removeAttribute('data-active');
      plain.removeAttribute('aria-selected');
      options[0]!.after(plain);
      const second = first.cloneNode(true) as Element;
      second.querySelector('[role="option"]')!.replaceWith(plain.cloneNode(true));
      listbox.replaceChildren(first, second);
      [first, second].forEach((group, g) => {
        setText(group.firstElementChild!, label(g + 3));
        group.querySelectorAll('[role="option"]').forEach((option, i) => {
          const [title, ...rest] = Array.from(option.children);
          setText(title!, `Як ${label(g * 2 + i).toLowerCase()} працює з SSH?`);
          rest.slice(0, -1).forEach(hide);
          rest.at(-1)!.innerHTML = 'Як під’єднатися по <mark>SSH</mark> з Linux, macOS і Windows, ключі й типові помилки.';
        });
      });
    });
    document
      .querySelectorAll('[role="status"]')
      .forEach((el) => /^Знайдено/.test(el.textContent ?? '') && setText(el, 'Знайдено 4 статті'));

    const md = document.querySelector('.theme-doc-markdown');
    if (body === 'keep' || !md) return;
    const h1 = md.querySelector('h1')!;
    h1.textContent = body === 'welcome' ? 'Довідковий центр' : 'Як під’єднатися до сервера і що робити, якщо не виходить?';
    const title = h1.closest('header') ?? h1;
    const intro = document.createElement('p');
    intro.innerHTML =
      'Відповідь стоїть у першому абзаці: під’єднайтеся командою <code>ssh root@203.0.113.10</code> з адресою ' +
      'з <a href="/">листа про активацію</a>, а <strong>пароль</strong> введіть, коли сервер його запитає.';
    const parts: Element[] = [title, intro];

    if (body === 'welcome') {
      const grid = md.querySelector('ul[class*="grid"]')!.cloneNode(true) as Element;
      Array.from(grid.children).forEach((card, i) => {
        if (i >= 4) return card.remove();
        setText(card.querySelector('a')!, label(i));
        setText(card.querySelector('p')!, 'Що входить у ціну, як рахують трафік і що заборонено розміщувати.');
      });
      const h2 = document.createElement('h2');
      h2.textContent = 'Розділи довідки';
      parts.push(h2, grid);
    }

    if (body === 'glossary') {
      const term = md.querySelector('a[aria-describedby]')!.parentElement!.cloneNode(true) as Element;
      setText(term.querySelector('a')!, 'RAID');
      setText(term.querySelector('[role="tooltip"]')!, 'Об’єднання кількох дисків в один масив, щоб пережити поломку диска.');
      const p = document.createElement('p');
      p.append(
        term,
        ' об’єднує кілька дисків в один масив заради швидкості, надійності або обох одразу: для двох дисків беруть RAID 1, для чотирьох RAID 10.',
      );
      parts.push(p);
    }

    if (body === 'article') {
      const code = md.querySelector('.theme-code-block')!.cloneNode(true) as Element;
      code.querySelector('code')!.innerHTML = [
        '<span class="token function">ssh</span><span class="token plain"> root@203.0.113.10 </span><span class="token parameter variable">-p</span><span class="token plain"> </span><span class="token number">22</span>',
        '<span class="token comment"># вхід за ключем замість пароля</span>',
        '<span class="token function">ssh-copy-id</span><span class="token plain"> </span><span class="token parameter variable">-i</span><span class="token plain"> ~/.ssh/id_ed25519.pub root@203.0.113.10 </span><span class="token string">"and a long line"</span>',
      ]
        .map((line) => `<span class="token-line code-line">${line}<br></span>`)
        .join('');
      const tabs = md.querySelector('.tabs-container')!.cloneNode(true) as Element;
      tabs.querySelectorAll('[role="tab"]').forEach((tab, i) => (i < 3 ? setText(tab, ['Linux', 'macOS', 'Windows'][i]!) : hide(tab)));
      const panel = Array.from(tabs.querySelectorAll('[role="tabpanel"]')).find((p) => !p.hasAttribute('hidden'))!;
      panel.innerHTML = '<p>Відкрийте термінал і виконайте:</p>';
      panel.append(code);
      const h2 = document.createElement('h2');
      h2.textContent = 'Перше під’єднання';
      const table = document.createElement('table');
      table.innerHTML =
        '<thead><tr><th>Рівень</th><th>Мінімум дисків</th><th>Корисний обсяг</th><th>Переживе відмову</th></tr></thead>' +
        '<tbody><tr><td>RAID 1</td><td>2</td><td><code>n/2</code> дисків</td><td>одного диска</td></tr>' +
        '<tr><td>RAID 10</td><td>4</td><td><code>n/2</code> дисків</td><td>по одному в кожній парі</td></tr></tbody>';
      parts.push(h2, tabs, table);
    }
    md.replaceChildren(...parts);
  }, body);
}
