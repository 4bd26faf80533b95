import {test} from 'node:test';
import assert from 'node:assert/strict';
import {articleProblems, codeBlocks, countWords, pageKind, phrasingProblems, prose, type RuleContext} from './content-rules';

const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  shellParses: (code) => !code.includes('if then'),
  routes: new Set(['/a', '/b', '/c']),
  factNames: new Set(['supportEmail']),
  menuItems: new Set(['invoices']),
  policyRules: new Map([['renewal.automatic', ['none', 'fromBalance']]]),
  policyPhrases: [{rule: 'renewal.automatic', phrase: 'увімкніть автоматичне продовження'}],
  fullArticle: true,
  ...over,
});
const phrasings = [
  'не можу зайти на сервер',
  'permission denied publickey',
  'як зайти на впс',
  'как подключиться к серверу',
  'чим зайти з windows',
];
const fm = {
  title: 'Як під’єднатися?',
  sidebar_label: 'SSH',
  description: 'Коротко.',
  keywords: ['ssh', 'сш'],
  phrasings,
  see_also: ['/b', '/c'],
};
const words = (n: number) => Array.from({length: n}, () => 'слово').join(' ');

test('prose drops code, JSX and link targets', () => {
  const body = 'Текст [посилання](/very/long/url) `код`\n\n```bash\necho one two three\n```\n\n<Fact name="supportEmail" /> кінець';
  assert.equal(countWords(prose(body)), 3);
});

test('code blocks keep their language, also when indented under a list item', () => {
  assert.deepEqual(codeBlocks('```bash title="x"\nls\n```\n'), [{lang: 'bash', code: 'ls\n'}]);
  assert.deepEqual(codeBlocks('1. Виконайте:\n\n   ```bash\n   ls -la\n   ```\n'), [{lang: 'bash', code: '   ls -la\n'}]);
  assert.equal(countWords(prose('1. Виконайте:\n\n   ```bash\n   echo one two\n   ```\n')), 1);
});

test('page kinds follow the route and the content', () => {
  assert.equal(pageKind({route: '/apps/', frontMatter: {}, body: ''}), 'index');
  assert.equal(pageKind({route: '/apps/docker', frontMatter: {}, body: ''}), 'guide');
  assert.equal(pageKind({route: '/x', frontMatter: {}, body: '```bash\nls\n```'}), 'howto');
  assert.equal(pageKind({route: '/x', frontMatter: {}, body: '1. Відкрийте кабінет.'}), 'howto');
  assert.equal(pageKind({route: '/x', frontMatter: {}, body: 'Просто відповідь.'}), 'answer');
});

test('a complete answer page passes', () => {
  assert.deepEqual(articleProblems({route: '/a', frontMatter: fm, body: words(130)}, ctx()), []);
});

test('short pages fail only once full articles are required', () => {
  const page = {route: '/a', frontMatter: fm, body: words(50)};
  assert.match(articleProblems(page, ctx()).join(), /50 words < 120/);
  assert.deepEqual(articleProblems(page, ctx({fullArticle: false})), []);
});

test('russian letters, placeholders and straight apostrophes are caught outside code', () => {
  const body = `${words(130)} объём TODO пам'ять\n\n\`\`\`bash\necho ё\n\`\`\``;
  const problems = articleProblems({route: '/a', frontMatter: fm, body}, ctx()).join('\n');
  assert.match(problems, /letters ъё outside code/);
  assert.match(problems, /placeholder text: TODO/);
  assert.match(problems, /straight apostrophe/);
});

test('shell blocks must parse and carry no prompt', () => {
  const body = `${words(310)}\n\n\`\`\`bash\nif then\n\`\`\`\n\n\`\`\`bash\n$ ls\n\`\`\``;
  const problems = articleProblems({route: '/a', frontMatter: fm, body}, ctx()).join('\n');
  assert.match(problems, /does not parse: if then/);
  assert.match(problems, /shell prompt/);
  const commented = `${words(310)}\n\n\`\`\`bash\n# Оновіть пакети\napt update\n\`\`\``;
  assert.deepEqual(articleProblems({route: '/a', frontMatter: fm, body: commented}, ctx()), []);
});

test('front matter is complete and see_also points at real pages', () => {
  const problems = articleProblems(
    {route: '/a', frontMatter: {title: 'T', keywords: ['a'], description: 'x'.repeat(161), see_also: ['/nope']}, body: words(130)},
    ctx(),
  ).join('\n');
  assert.match(problems, /no sidebar_label/);
  assert.match(problems, /161 characters/);
  assert.match(problems, /keywords/);
  assert.match(problems, /see_also has 1 links/);
  assert.match(problems, /\/nope is not a page/);
});

test('unknown facts and menu items are caught', () => {
  const body = `${words(130)} <Fact name="supportMail" /> <UiLabel item="bills" />`;
  const problems = articleProblems({route: '/a', frontMatter: fm, body}, ctx()).join('\n');
  assert.match(problems, /supportMail/);
  assert.match(problems, /bills/);
});

test('typed «Див. також», deep headings and h1 are refused', () => {
  const body = `# Заголовок\n\n${words(130)}\n\n#### Глибоко\n\n## Див. також\n`;
  const problems = articleProblems({route: '/a', frontMatter: fm, body}, ctx()).join('\n');
  assert.match(problems, /level-1/);
  assert.match(problems, /deeper/);
  assert.match(problems, /typed into the page/);
});

test('an index page needs its article list', () => {
  const problems = articleProblems({route: '/s/', frontMatter: fm, body: words(70)}, ctx()).join('\n');
  assert.match(problems, /SectionArticles/);
});

test('a policy rule or case the module does not know fails', () => {
  const body = `${words(130)} <Policy rule="renewal.never" /> <PolicyCase rule="renewal.automatic" is="sometimes">\n\nx\n\n</PolicyCase>`;
  const problems = articleProblems({route: '/a', frontMatter: fm, body}, ctx());
  assert.ok(
    problems.some((p) => p.includes('renewal.never')),
    problems.join('; '),
  );
  assert.ok(
    problems.some((p) => p.includes('is="sometimes"')),
    problems.join('; '),
  );
});

test('a policy stated in the article’s own words fails, the same words inside its <PolicyCase> pass', () => {
  const own = `${words(130)} Увімкніть автоматичне продовження в кабінеті.`;
  assert.ok(articleProblems({route: '/a', frontMatter: fm, body: own}, ctx()).some((p) => p.includes('own words')));
  const cased = `${words(130)}\n\n<PolicyCase rule="renewal.automatic" is="fromBalance">\n\nУвімкніть автоматичне продовження в кабінеті.\n\n</PolicyCase>`;
  assert.deepEqual(articleProblems({route: '/a', frontMatter: fm, body: cased}, ctx()), []);
});

test('a <Policy> after a colon fails: the sentence it renders starts with a capital letter', () => {
  const body = `${words(130)} Про продовження: <Policy rule="renewal.automatic" />`;
  assert.ok(articleProblems({route: '/a', frontMatter: fm, body}, ctx()).some((p) => p.includes('after a colon')));
});

test('a heading inside <PolicyCase> fails, since the table of contents would link to it in every build', () => {
  const body = `${words(130)}\n\n<PolicyCase rule="renewal.automatic" is="none">\n\n## Розділ\n\nТекст.\n\n</PolicyCase>`;
  assert.ok(articleProblems({route: '/a', frontMatter: fm, body}, ctx()).some((p) => p.includes('heading inside')));
});

test('search phrasings: present, distinct, not the title; not required on unlisted pages', () => {
  assert.match(
    articleProblems({route: '/a', frontMatter: {...fm, phrasings: undefined}, body: words(130)}, ctx()).join(),
    /phrasings needs at least 5/,
  );
  const repeated = phrasingProblems({
    route: '/a',
    frontMatter: {...fm, phrasings: [...phrasings.slice(0, 4), 'Як під’єднатися', 'Не можу зайти на сервер!']},
    body: '',
  });
  assert.equal(repeated.length, 2);
  assert.deepEqual(phrasingProblems({route: '/u', frontMatter: {title: 'T', unlisted: true}, body: ''}), []);
});

test('a numbered step run into the paragraph before it is a problem', () => {
  const body = `${words(300)}\n\n1. Крок.\n\n\`\`\`bash\nls\n\`\`\`\n\nПояснення.\n2. Наступний крок.\n`;
  assert.match(articleProblems({route: '/a', frontMatter: fm, body}, ctx()).join(), /step «2\. Наступний крок\.» is run into/);
});

test('a number and its unit joined by a plain space fail in prose, not in code', () => {
  const body = `${words(300)} зачекайте 10 хвилин.\n\n\`\`\`bash\nsleep 10 # 10 хвилин\n\`\`\`\n\nДиск на 4\u00a0ГБ.`;
  const problems = articleProblems({route: '/a', frontMatter: fm, body}, ctx());
  assert.deepEqual(
    problems.filter((p) => p.includes('non-breaking')),
    ['«10 хвилин»: put a non-breaking space between a number and its unit'],
  );
});
