import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  codeNameSurplus,
  createSearchIndex,
  enoughWordsMatched,
  isCodeName,
  loadSearchIndex,
  searchPages,
  serialiseSearchIndex,
  wordsToMatch,
} from './engine';
import type {SearchDoc} from './types';
import {testDoc} from './test-doc';

const doc = testDoc;

const docs: SearchDoc[] = [
  doc(0, '/ssh', 'Як під’єднатися до сервера по SSH?', 'Виконайте ssh root@ip і введіть пароль.', {
    keywords: 'ssh, putty',
    headings: 'ключ\tВхід за ключем',
  }),
  doc(1, '/passwd', 'Як змінити пароль root?', 'Команда passwd змінює паролі користувачів.'),
  doc(2, '/nginx', 'Що таке nginx?', 'Вебсервер nginx віддає сторінки.'),
  doc(3, '/raid', 'Який RAID обрати?', 'Масив дисків RAID 1 дзеркалить дані.'),
  doc(4, '/vps', 'Віртуальний сервер', 'Віртуальний сервер працює на спільному вузлі.'),
  doc(5, '/ram', 'Оперативна пам’ять', 'Додаткова пам’ять для сервера.'),
  doc(6, '/lan', 'Локальна мережа', 'Як налаштувати локальну мережу між серверами.'),
];
const index = createSearchIndex(docs);
const first = (q: string) => searchPages(index, q).hits[0]?.url;

test('inflected forms find the page', () => {
  assert.equal(first('паролі'), '/passwd');
  assert.equal(first('налаштуйте мережу'), '/lan');
});

test('apostrophe forms are one word', () => {
  assert.equal(first("пам'ять"), '/ram');
  assert.equal(first('памʼять'), '/ram');
});

test('typos are forgiven in longer words, not in short ones', () => {
  assert.equal(first('парль'), '/passwd');
  assert.equal(first('локальна мережва'), '/lan');
  assert.equal(first('ssx'), undefined);
});

test('wrong keyboard layout is corrected and reported', () => {
  const ssh = searchPages(index, 'іір');
  assert.equal(ssh.hits[0]?.url.split('#')[0], '/ssh');
  assert.equal(ssh.correctedQuery, 'ssh');
  const password = searchPages(index, 'gfhjkm');
  assert.equal(password.hits[0]?.url, '/passwd');
  assert.equal(password.correctedQuery, 'пароль');
  assert.equal(first('тпштч'), '/nginx');
  assert.equal(first('кфшв'), '/raid');
});

test('a real word is never «corrected»', () => {
  assert.equal(searchPages(index, 'nginx').correctedQuery, undefined);
  assert.equal(searchPages(index, 'пароль').correctedQuery, undefined);
});

test('synonyms: ВПС and VDS find the virtual server page', () => {
  assert.equal(first('ВПС'), '/vps');
  assert.equal(first('vds'), '/vps');
});

test('a heading that matches opens its section', () => {
  assert.equal(searchPages(index, 'вхід за ключем').hits[0]?.url, '/ssh#ключ');
});

test('stop words alone and nonsense find nothing', () => {
  assert.deepEqual(searchPages(index, 'як що на').hits, []);
  assert.deepEqual(searchPages(index, 'квазарбуб').hits, []);
});

test('the index survives serialisation', () => {
  const loaded = loadSearchIndex(serialiseSearchIndex(index));
  assert.equal(searchPages(loaded, 'серверами').hits.length, searchPages(index, 'серверами').hits.length);
});

test('a long question must match at least half of its words', () => {
  assert.ok(enoughWordsMatched(1, 2));
  assert.ok(!enoughWordsMatched(1, 3));
  assert.ok(enoughWordsMatched(2, 3));
  assert.deepEqual(searchPages(index, 'рецепт борщу вебсервер').hits, []);
});

test('an unindexed word is not switched to the other layout on the strength of one letter', () => {
  // «мережевуха» on the other layout is «vtht;tde[f»; a page with a bare «f» must not make it a layout slip.
  const withLetter = createSearchIndex([...docs, doc(7, '/keys', 'Клавіші', 'Натисніть f, щоб відкрити меню.')]);
  assert.notEqual(searchPages(withLetter, 'мережевуха').hits[0]?.url, '/keys');
  assert.equal(searchPages(withLetter, 'мережевуха').correctedQuery, undefined);
  assert.equal(searchPages(withLetter, 'gfhjkm').correctedQuery, 'пароль');
});

test('a stop word is never switched to the other layout', () => {
  assert.equal(searchPages(index, 'з nginx').correctedQuery, undefined);
});

test('bare numbers count in titles and keywords, not in body text', () => {
  const numbers = createSearchIndex([
    doc(0, '/port', 'Порт панелі', 'Відкрийте адресу в браузері.', {keywords: 'порт 8888'}),
    doc(1, '/sizes', 'Розміри', 'Диск на 4096 секторів.'),
  ]);
  assert.equal(searchPages(numbers, '8888').hits[0]?.url, '/port');
  assert.deepEqual(searchPages(numbers, '4096').hits, []);
});

test('a Russian query is read as Ukrainian, and the reader is told', () => {
  const outcome = searchPages(index, 'как поменять пароль');
  assert.equal(outcome.hits[0]?.url, '/passwd');
  assert.equal(outcome.translatedQuery, 'змінити пароль');
  assert.equal(first('настройка локальной сети'), '/lan');
  assert.equal(first('оперативная память'), '/ram');
});

test('a Ukrainian query is never «translated»', () => {
  assert.equal(searchPages(index, 'змінити пароль').translatedQuery, undefined);
  assert.equal(searchPages(index, 'локальна мережа').translatedQuery, undefined);
});

test('phrasings find the page in the reader’s own words, error messages included', () => {
  const withPhrasings = createSearchIndex([
    doc(0, '/ssh', 'Як під’єднатися до сервера через SSH?', 'Виконайте ssh root@ip.', {
      phrasings: 'Permission denied (publickey)\nне пускає на сервер',
    }),
    doc(1, '/keys', 'SSH-ключі', 'Ключ дозволяє вхід без пароля. Permission denied — це відмова.'),
  ]);
  assert.equal(searchPages(withPhrasings, 'permission denied publickey').hits[0]?.url, '/ssh');
  assert.equal(searchPages(withPhrasings, 'не пускає на сервер').hits[0]?.url, '/ssh');
});

test('a generic word ranks pages that hold it in the title above pages that merely mention it', () => {
  const mentions = Array.from({length: 8}, (_, i) =>
    doc(i, `/app-${i}`, `Застосунок ${i}`, 'Файли застосунку знаходяться на сервері, сервер їх віддає, на сервері вони знаходяться.'),
  );
  const generic = createSearchIndex([
    ...mentions,
    doc(8, '/locations', 'Розташування дата-центрів', 'Перелік країн.', {phrasings: 'де знаходяться сервери'}),
  ]);
  assert.equal(searchPages(generic, 'де знаходяться сервери').hits[0]?.url, '/locations');
});

test('a stop word typed on the wrong layout is dropped with the rest corrected', () => {
  const outcome = searchPages(index, 'gfhjkm lj cthdthf'); // «пароль до сервера»
  assert.equal(outcome.correctedQuery, 'пароль сервера');
});

test('a problem finds the page that names it above the page that only uses the verb', () => {
  const pages = createSearchIndex([
    doc(0, '/slow', 'Сайт відкривається повільно', 'Сайт відкривається за кілька секунд: увімкніть кеш.'),
    doc(1, '/down', 'Помилки вебсервера', 'Перевірте DNS і журнал.', {phrasings: 'сайт не відкривається'}),
  ]);
  // Without «не» the two queries would be one, and the title would win both.
  assert.equal(searchPages(pages, 'сайт не відкривається').hits[0]?.url, '/down');
  assert.equal(searchPages(pages, 'сайт відкривається').hits[0]?.url, '/slow');
});

test("a pasted message's bare numbers do not count among the words a page must match", () => {
  assert.equal(
    wordsToMatch(['received', 'disconnect', '185', '112', '83', '41', 'port', '22', 'too', 'many', 'authentication', 'failures']),
    7,
  );
  assert.equal(wordsToMatch(['413', 'request', 'entity', 'too', 'large']), 4);
  assert.equal(wordsToMatch(['raid', '10']), 1);
  assert.equal(wordsToMatch(['привязати', 'домен', 'сервера', 'домен', 'купували']), 4, 'a word typed twice counts once');
});

test('a word after «без» counts less: the page about the task outranks the page about what to avoid', () => {
  // Other pages, so that neither word is on a fifth of the pages (that would make both generic).
  const others = ['Оплата карткою', 'Зміна пароля', 'Локальна мережа', 'Резервні копії', 'Пошта на домені', 'Рахунки компанії'];
  const pages = createSearchIndex([
    doc(0, '/reinstall', 'Перевстановлення системи', 'Перевстановлення стирає диск.', {phrasings: 'перевстановлення системи на диску'}),
    doc(1, '/disk', 'Як збільшити диск?', 'Більший тариф дає більше місця.'),
    ...others.map((title, i) => doc(10 + i, `/other-${i}`, title, `${title}: опис.`)),
  ]);
  const urls = (q: string) => searchPages(pages, q).hits.map((h) => h.url);
  assert.deepEqual(urls('збільшити диск без перевстановлення'), ['/disk', '/reinstall']);
  // Asked about, the same word leads.
  assert.equal(urls('перевстановлення диск')[0], '/reinstall');
});

test('a page answering many questions is not weighed down by their number (BM25 length normalisation)', () => {
  // The guide holds the reader's question among fifty others; the short page only mentions it.
  const others = Array.from({length: 50}, (_, i) => `питання номер ${i} про мережу ядро диск`).join('\n');
  const local = createSearchIndex([
    doc(0, '/unreachable', 'Сервер не відповідає', 'Перевірте мережу.', {phrasings: `${others}\nсервер впав`}),
    doc(1, '/monitoring', 'Моніторинг', 'Сповіщення приходять на пошту сервера.', {phrasings: 'сповіщення коли сайт впав'}),
    ...docs.map((d) => ({...d, id: d.id + 2})),
  ]);
  assert.equal(searchPages(local, 'сервер впав').hits[0]?.url, '/unreachable');
});

test('a pasted code name counts as one word: a Java exception with «Connection refused» finds the page', () => {
  assert.ok(isCodeName('io.netty.channel.AbstractChannel$AnnotatedConnectException:'));
  assert.ok(isCodeName('/etc/nginx/nginx.conf'));
  assert.ok(isCodeName('C:\\Windows\\System32\\drivers'));
  assert.ok(!isCodeName('nginx.conf'), 'two parts are a file name, searched as words');
  assert.ok(!isCodeName('ERR_CONNECTION_TIMED_OUT'), 'an error constant keeps its words');
  assert.equal(codeNameSurplus('185.112.83.41', ['185', '112', '83', '41']), 0, 'bare numbers are left out already');
  const local = createSearchIndex([
    doc(0, '/refused', 'Порт закритий', 'Перевірте брандмауер.', {keywords: 'connection refused'}),
    ...docs.map((d) => ({...d, id: d.id + 1})),
  ]);
  const hits = searchPages(local, 'io.netty.channel.AbstractChannel$AnnotatedConnectException: Connection refused').hits;
  assert.equal(hits[0]?.url, '/refused');
});

test('a word typed twice does not raise the half-the-words bar past what a page can match', () => {
  const local = createSearchIndex([
    doc(0, '/domain', 'Як прив’язати домен до сервера', 'Додайте запис A у DNS домену.'),
    ...docs.map((d) => ({...d, id: d.id + 1})),
  ]);
  assert.equal(searchPages(local, 'як привязати наш домен до сервера якщо домен купували деінде').hits[0]?.url, '/domain');
});
