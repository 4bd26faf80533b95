import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prismThemesCss} from './prism-theme-css';

test('plain colours become the variables the code block box reads', () => {
  const css = prismThemesCss([{scope: ':root', theme: {plain: {color: '#111', backgroundColor: '#eee'}, styles: []}}]);
  assert.equal(css, ':root{--prism-color:#111;--prism-background-color:#eee}\n');
});

test('each token type gets a rule in its mode, properties in CSS spelling, later entries winning', () => {
  const css = prismThemesCss([
    {
      scope: "[data-theme='dark']",
      theme: {
        plain: {},
        styles: [
          {types: ['comment', 'prolog'], style: {color: '#6a737d', fontStyle: 'italic'}},
          {types: ['prolog'], style: {color: '#999'}},
        ],
      },
    },
  ]);
  assert.equal(
    css,
    "[data-theme='dark'] .token.comment{color:#6a737d;font-style:italic}\n[data-theme='dark'] .token.prolog{color:#999;font-style:italic}\n",
  );
});

test("a type or property the later mode leaves unstyled is reset there, not left in the earlier mode's colour", () => {
  const css = prismThemesCss([
    {
      scope: ':root',
      theme: {
        plain: {},
        styles: [
          {types: ['number'], style: {color: '#277c7a'}},
          {types: ['comment'], style: {color: '#555', fontStyle: 'italic'}},
        ],
      },
    },
    {scope: '.dark', theme: {plain: {}, styles: [{types: ['comment'], style: {color: '#aaa'}}]}},
  ]);
  assert.equal(
    css,
    [
      ':root .token.number{color:#277c7a}',
      ':root .token.comment{color:#555;font-style:italic}',
      '.dark .token.number{color:inherit}',
      '.dark .token.comment{color:#aaa;font-style:inherit}',
      '',
    ].join('\n'),
  );
});

test('language-bound entries are refused rather than applied everywhere', () => {
  assert.throws(() =>
    prismThemesCss([{scope: ':root', theme: {plain: {}, styles: [{types: ['tag'], languages: ['markup'], style: {color: '#f00'}}]}}]),
  );
});
