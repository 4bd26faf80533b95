import {test} from 'node:test';
import assert from 'node:assert/strict';
import {anchors, brokenLinks, linkTargets, routeKey} from './built-links';

const ORIGIN = 'https://help.example.com';

test('link targets and anchors are read from minified HTML', () => {
  const html = '<a href=/apps/docker class=x>a</a><a class="y" href="/a?b=1&amp;c=2#top">b</a><h2 id=intro>x</h2><a name="old">';
  assert.deepEqual(linkTargets(html), ['/apps/docker', '/a?b=1&c=2#top']);
  assert.deepEqual([...anchors(html)].sort(), ['intro', 'old']);
});

test('a route is the same with or without its trailing slash or index.html', () => {
  assert.equal(routeKey('/apps/'), '/apps');
  assert.equal(routeKey('/apps/index.html'), '/apps');
  assert.equal(routeKey('/'), '/');
});

test('missing pages and missing anchors are reported; good links, files and other sites are not', () => {
  const pages = [
    {
      route: '/',
      html: '<a href="/apps/">ok</a><a href="/apps/#install">ok</a><a href="/nope">bad</a><a href="/apps/#gone">bad</a><a href="https://other.example/x">other</a><a href="/img/logo.svg">file</a><a href="mailto:a@b.c">m</a>',
    },
    {route: '/apps/', html: '<h2 id="install">Install</h2><a href="../#top">bad</a>'},
  ];
  assert.deepEqual(brokenLinks(pages, new Set(['/img/logo.svg']), ORIGIN), [
    '/ → /nope (no such page)',
    '/ → /apps/#gone (no anchor #gone)',
    '/apps/ → ../#top (no anchor #top)',
  ]);
});
