import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSearchIndex, searchPages} from './engine';
import {fragmentIndex} from './fragment-build';
import {CORE_FILE, type CoreFile} from './fragment-format';
import {FragmentedIndex} from './fragmented-index';
import type {PageHit, SearchDoc} from './types';
import {testDoc} from './test-doc';

const doc = (id: number, url: string, page: string, text: string, extra: Partial<SearchDoc> = {}): SearchDoc =>
  testDoc(id, url, page, text, {
    section: url.startsWith('/order') ? 'Замовлення' : 'Робота із сервером',
    description: `Про ${page}`,
    ...extra,
  });

const docs: SearchDoc[] = [
  doc(0, '/ssh', 'Як під’єднатися до сервера по SSH?', 'Виконайте ssh root@ip і введіть пароль.', {
    keywords: 'ssh, putty',
    headings: 'ключ\tВхід за ключем',
  }),
  doc(1, '/passwd', 'Як змінити пароль root?', 'Команда passwd змінює паролі користувачів сервера.', {phrasings: 'как поменять пароль'}),
  doc(2, '/nginx', 'Що таке nginx?', 'Вебсервер nginx віддає сторінки сервера.'),
  doc(3, '/raid', 'Який RAID обрати?', 'Масив дисків RAID 1 дзеркалить дані.', {headings: 'raid-1\tRAID 1\nraid-10\tRAID 10'}),
  doc(4, '/vps', 'Віртуальний сервер', 'Віртуальний сервер працює на спільному вузлі.', {keywords: 'vps, впс'}),
  doc(5, '/ram', 'Оперативна пам’ять', 'Додаткова пам’ять для сервера.'),
  doc(6, '/lan', 'Локальна мережа', 'Як налаштувати локальну мережу між серверами.'),
  doc(7, '/order/ip', 'Як замовити додаткову IP-адресу?', 'Додаткова адреса IPv4 для сервера замовляється в панелі.'),
  doc(8, '/order/backup', 'Резервне копіювання', 'Резервні копії сервера на сховищі, відновлення даних.'),
  doc(9, '/order/dedic', 'Виділений сервер', 'Виділений сервер (дедик) для великих проєктів.'),
];

const QUERIES = [
  'ssh',
  'іір',
  'gfhjkm',
  'пароль',
  'парль',
  'как поменять пароль',
  'сервер',
  'дедик чи впс',
  'локальна мережва',
  'рейд',
  'raid 10',
  'додаткова айпі',
  'резервне',
  'резер',
  'памʼять',
  'налаштуйте мережу',
  'nginx сервер',
  'zzzz',
  'як',
];

/** Hits with their matched terms as a set: the whole index and the fragments visit terms in another order. */
function comparable(hits: readonly PageHit[]): unknown {
  return hits.map((h) => ({...h, terms: [...h.terms].sort(), score: h.score.toFixed(9)}));
}

async function open(files: Map<string, string>): Promise<FragmentedIndex> {
  return FragmentedIndex.open(async (name) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`no file ${name}`);
    return text;
  });
}

test('every query ranks exactly as on the whole index, notices included', async () => {
  const whole = createSearchIndex(docs);
  // Tiny fragments and chunks, so a query's terms spread over many files.
  const files = fragmentIndex(whole.toJSON(), {fragmentTarget: 20, docsPerChunk: 3});
  for (const query of QUERIES) {
    const index = await open(files); // fresh, as on a new page
    const expected = searchPages(whole, query);
    const found = await index.search(query, 8);
    assert.deepEqual(comparable(found.hits), comparable(expected.hits.slice(0, 8)), query);
    assert.equal(found.correctedQuery, expected.correctedQuery, query);
    assert.equal(found.translatedQuery, expected.translatedQuery, query);
  }
});

test('searches started while others still load (a reader typing on) rank as the whole index does', async () => {
  const whole = createSearchIndex(docs);
  const files = fragmentIndex(whole.toJSON(), {fragmentTarget: 20, docsPerChunk: 3});
  const index = await open(files);
  const found = await Promise.all(QUERIES.map((query) => index.search(query, 8)));
  QUERIES.forEach((query, i) =>
    assert.deepEqual(comparable(found[i]!.hits), comparable(searchPages(whole, query).hits.slice(0, 8)), query),
  );
});

test('a reader typing letter by letter on one index: every prefix ranks as on the whole index', async () => {
  // One index for all keystrokes: what it remembered about a word from postings not yet loaded
  // (generic or not, matching as typed or not) must not outlive the load.
  const whole = createSearchIndex(docs);
  const files = fragmentIndex(whole.toJSON(), {fragmentTarget: 20, docsPerChunk: 3});
  const index = await open(files);
  for (const query of ['gfhjkm cthdthf', 'как поменять пароль', 'локальна мережва']) {
    for (let end = 1; end <= query.length; end++) {
      const prefix = query.slice(0, end);
      const found = await index.search(prefix, 8);
      const expected = searchPages(whole, prefix);
      assert.deepEqual(comparable(found.hits), comparable(expected.hits.slice(0, 8)), prefix);
      assert.equal(found.correctedQuery, expected.correctedQuery, prefix);
    }
  }
});

test('a search fetches some fragments and chunks, never all, and each once', async () => {
  const files = fragmentIndex(createSearchIndex(docs).toJSON(), {fragmentTarget: 20, docsPerChunk: 3});
  const core = JSON.parse(files.get(CORE_FILE)!) as CoreFile;
  const index = await open(files);
  await index.search('ssh', 8);
  const fragments = index.requested.filter((f) => /\/t\d+\.json$/.test(f));
  const chunks = index.requested.filter((f) => /\/d\d+\.json$/.test(f));
  assert.ok(
    fragments.length > 0 && fragments.length < core.fragmentStarts.length / 2,
    `${fragments.length} of ${core.fragmentStarts.length}`,
  );
  assert.ok(chunks.length > 0 && chunks.length <= 2);
  const before = index.requested.length;
  await index.search('ssh', 8);
  assert.equal(index.requested.length, before, 'the same search again fetches nothing');
  assert.equal(new Set(index.requested).size, index.requested.length);
});

test('a failed fetch fails the search, and the next search fetches again', async () => {
  const files = fragmentIndex(createSearchIndex(docs).toJSON(), {fragmentTarget: 20, docsPerChunk: 3});
  let failing = true;
  const index = await FragmentedIndex.open(async (name) => {
    if (failing && name !== CORE_FILE) throw new Error('offline');
    return files.get(name)!;
  });
  await assert.rejects(index.search('пароль', 8));
  failing = false;
  assert.equal((await index.search('пароль', 8)).hits[0]?.url.split('#')[0], '/passwd');
});

test('the files: a core named core.json, the rest under the version folder; the version follows the content', () => {
  const files = fragmentIndex(createSearchIndex(docs).toJSON(), {docsPerChunk: 4});
  const core = JSON.parse(files.get(CORE_FILE)!) as CoreFile;
  assert.equal(core.documentCount, docs.length);
  assert.deepEqual([...files.keys()].filter((f) => /\/d\d+\.json$/.test(f)).length, 3);
  for (const name of files.keys()) if (name !== CORE_FILE) assert.ok(name.startsWith(`${core.version}/`), name);
  assert.deepEqual(
    JSON.parse(files.get(`${core.version}/d2.json`)!).map((d: {url: string}) => d.url),
    ['/order/backup', '/order/dedic'],
  );
  const other = fragmentIndex(createSearchIndex(docs.map((d) => (d.id === 2 ? {...d, text: 'інший текст'} : d))).toJSON(), {
    docsPerChunk: 4,
  });
  assert.notEqual((JSON.parse(other.get(CORE_FILE)!) as CoreFile).version, core.version);
});
