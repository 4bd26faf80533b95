import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlight} from './highlight';
import {processTerm} from './terms';

const marked = (text: string, terms: string[]) =>
  highlight(text, terms)
    .filter((s) => s.match)
    .map((s) => s.text);

test('marks inflected forms of the matched stem', () => {
  const terms = [processTerm('пароль')!];
  assert.deepEqual(marked('Змініть паролі та пароль root.', terms), ['паролі', 'пароль']);
});

test('marks a word written with a typographic apostrophe for a query with an ASCII one', () => {
  assert.deepEqual(marked('Оперативна пам’ять сервера', [processTerm("пам'ять")!]), ['пам’ять']);
});

test('keeps the whole text when short, joined back it is unchanged', () => {
  const text = 'Як під’єднатися до сервера по SSH?';
  assert.equal(
    highlight(text, ['ssh'])
      .map((s) => s.text)
      .join(''),
    text,
  );
});

test('a long text is cut around the first match, at word boundaries, with ellipses', () => {
  const text = `${'слово '.repeat(60)}тут nginx і ${'далі '.repeat(60)}`;
  const segments = highlight(text, ['nginx'], 80);
  const joined = segments.map((s) => s.text).join('');
  assert.ok(joined.startsWith('…') && joined.endsWith('…'));
  assert.ok(joined.length <= 84);
  assert.deepEqual(
    segments.filter((s) => s.match).map((s) => s.text),
    ['nginx'],
  );
});
