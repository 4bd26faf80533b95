import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prismThemeCss} from './prism-theme-css';

test('plain colours become the variables the code block box reads', () => {
  const css = prismThemeCss({plain: {color: '#111', backgroundColor: '#eee'}, styles: []}, ':root');
  assert.equal(css, ':root{--prism-color:#111;--prism-background-color:#eee}\n');
});

test('each token type gets a rule in the scope, with its properties in CSS spelling', () => {
  const css = prismThemeCss(
    {plain: {}, styles: [{types: ['comment', 'prolog'], style: {color: '#6a737d', fontStyle: 'italic'}}]},
    "[data-theme='dark']",
  );
  assert.equal(css, "[data-theme='dark'] .token.comment,[data-theme='dark'] .token.prolog{color:#6a737d;font-style:italic}\n");
});

test('language-bound entries apply inside that language only; empty styles are left out', () => {
  const css = prismThemeCss(
    {plain: {}, styles: [{types: ['tag'], languages: ['markup'], style: {color: '#f00'}}, {types: ['namespace'], style: {opacity: undefined}}]},
    ':root',
  );
  assert.equal(css, ':root .language-markup .token.tag{color:#f00}\n');
});
