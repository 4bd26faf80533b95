import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardDescriptionsFor, leanDocsGlobalData, leanDocsRoute, versionDataCount, type RouteConfigLike} from './lean-data';

const LANDING = '@theme/DocCategoryGeneratedIndexPage';

const version = {
  pluginId: 'default',
  docs: {
    'order/cart': {id: 'order/cart', title: 'Кошик', description: 'Як працює кошик.', sidebar: 'docs'},
    'order/hdd/extra': {id: 'order/hdd/extra', title: 'Диск', description: 'Додатковий диск.', sidebar: 'docs'},
    welcome: {id: 'welcome', title: 'Головна', description: 'Довідка.', sidebar: 'docs'},
  },
  docsSidebars: {
    docs: [
      {type: 'link', href: '/', docId: 'welcome'},
      {
        type: 'category',
        href: '/order/',
        items: [
          {type: 'link', href: '/order/cart', docId: 'order/cart'},
          {type: 'category', href: '/order/hdd/', items: [{type: 'link', href: '/order/hdd/extra', docId: 'order/hdd/extra'}]},
        ],
      },
    ],
  },
};

const tree: RouteConfigLike = {
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: {version},
      routes: [
        {
          path: '/',
          component: '@theme/DocRoot',
          routes: [
            {path: '/order/cart', component: '@theme/DocItem', modules: {content: 'x'}},
            {path: '/order/', component: LANDING, props: {categoryGeneratedIndex: {title: 'Замовлення', permalink: '/order/'}}},
          ],
        },
      ],
    },
  ],
};

test("a landing page's cards are its category's own docs, nested categories left to their own page", () => {
  assert.deepEqual(cardDescriptionsFor(version, '/order/'), {'order/cart': 'Як працює кошик.'});
  assert.deepEqual(cardDescriptionsFor(version, '/order/hdd/'), {'order/hdd/extra': 'Додатковий диск.'});
  assert.deepEqual(cardDescriptionsFor(version, '/nowhere/'), {});
});

test('the version data keeps ids and sidebars only; the landing page gets its descriptions', () => {
  const lean = leanDocsRoute(tree, LANDING);
  const versionRoute = lean.routes![0]!;
  const leanVersion = versionRoute.props!.version as typeof version;
  assert.deepEqual(leanVersion.docs['order/cart'], {id: 'order/cart', sidebar: 'docs'});
  assert.equal(Object.keys(leanVersion.docs).length, 3);
  assert.deepEqual(leanVersion.docsSidebars, version.docsSidebars);
  const landing = versionRoute.routes![0]!.routes![1]!;
  assert.deepEqual(landing.props, {
    categoryGeneratedIndex: {title: 'Замовлення', permalink: '/order/', cardDescriptions: {'order/cart': 'Як працює кошик.'}},
  });
  // Untouched parts stay as they were, and the input is not changed.
  assert.deepEqual(versionRoute.routes![0]!.routes![0], tree.routes![0]!.routes![0]!.routes![0]);
  assert.equal((tree.routes![0]!.props!.version as typeof version).docs['order/cart'].description, 'Як працює кошик.');
});

test("the global data keeps each version's main doc only", () => {
  const data = {
    path: '/',
    versions: [
      {
        name: 'current',
        mainDocId: 'welcome',
        docs: [
          {id: 'order/cart', path: '/order/cart', sidebar: 'docs'},
          {id: 'welcome', path: '/', sidebar: 'docs'},
        ],
      },
    ],
  };
  assert.deepEqual(leanDocsGlobalData(data), {
    path: '/',
    versions: [{name: 'current', mainDocId: 'welcome', docs: [{id: 'welcome', path: '/', sidebar: 'docs'}]}],
  });
  assert.equal(data.versions[0]!.docs.length, 2);
});

test('the routes carrying version data are counted, so that a change of shape fails the build', () => {
  const tree: RouteConfigLike = {
    path: '/',
    component: 'a',
    routes: [
      {path: '/x', component: 'b', props: {version: {docs: {}, docsSidebars: {}}}},
      {path: '/y', component: 'c'},
    ],
  };
  assert.equal(versionDataCount(tree), 1);
  assert.equal(versionDataCount({path: '/', component: 'a', props: {version: {}}}), 0);
});
