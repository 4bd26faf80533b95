import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  STAND_IN_LABEL,
  fillSidebar,
  fillSidebars,
  splitSidebars,
  standInSection,
  type SidebarItem,
  type VersionData,
} from './split-sidebars';

const link = (href: string, docId?: string): SidebarItem => ({type: 'link', href, label: href, ...(docId && {docId})});
const category = (href: string, items: SidebarItem[], extra: Partial<SidebarItem> = {}): SidebarItem => ({
  type: 'category',
  label: href,
  href,
  collapsed: true,
  collapsible: true,
  items,
  ...extra,
});

// The shape of the docs plugin's version data, as plugins/lean-docs-data leaves it.
const version: VersionData = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {
    docs: [
      link('/', 'welcome'),
      category('/order/', [link('/order/cart', 'order/cart'), category('/order/hdd/', [link('/order/hdd/raid', 'order/hdd/raid')])]),
      category('/payment/', [link('/payment/cards', 'payment/cards')]),
      category('/open/', [link('/open/a', 'open/a')], {collapsed: false}),
      category('/mixed/', [link('/mixed/a', 'mixed/a'), link('/order/cart', 'order/cart')]),
      category('/external/', [link('https://example.com/', undefined)]),
    ],
  },
  docs: Object.fromEntries(
    ['welcome', 'order/cart', 'order/hdd/raid', 'payment/cards', 'open/a', 'mixed/a', 'unlisted'].map((id) => [id, {id, sidebar: 'docs'}]),
  ),
};
const sections = new Set(['order', 'payment', 'open', 'mixed', 'external']);

test('a closed section category keeps its label and link, and one stand-in link to its landing page', () => {
  const {shell} = splitSidebars(version, {baseUrl: '/', sections});
  const payment = shell.docsSidebars.docs![2]!;
  assert.equal(payment.label, '/payment/');
  assert.equal(payment.href, '/payment/');
  assert.equal(payment.collapsed, true);
  assert.deepEqual(payment.items, [{type: 'link', label: STAND_IN_LABEL, href: '/payment/', customProps: {sectionStandIn: 'payment'}}]);
  assert.equal(standInSection(payment.items![0]!), 'payment');
  assert.equal(standInSection(link('/payment/cards')), undefined);
});

test('its items and the docs only it names go with the section', () => {
  const {shell, sections: split} = splitSidebars(version, {baseUrl: '/', sections});
  assert.deepEqual([...split.keys()], ['order', 'payment']);
  assert.deepEqual(split.get('payment'), {
    sidebars: {docs: version.docsSidebars.docs![2]!.items},
    docs: {'payment/cards': {id: 'payment/cards', sidebar: 'docs'}},
  });
  assert.ok(!('payment/cards' in shell.docs));
  assert.ok('unlisted' in shell.docs, 'a doc no sidebar names stays');
  assert.ok('welcome' in shell.docs);
});

test('what stays whole: an open category, one reaching into another section, one with an outside link, a section without a script', () => {
  const {shell} = splitSidebars(version, {baseUrl: '/', sections});
  const [, , , open, mixed, external] = shell.docsSidebars.docs!;
  assert.equal(open, version.docsSidebars.docs![3]);
  assert.equal(mixed, version.docsSidebars.docs![4]);
  assert.equal(external, version.docsSidebars.docs![5]);
  const split = splitSidebars(version, {baseUrl: '/', sections});
  assert.deepEqual(
    Object.keys(split.sections.get('order')!.docs),
    ['order/hdd/raid'],
    'order/cart, which the mixed category names too, stays',
  );
  assert.ok('order/cart' in split.shell.docs);
  const withoutMixed = {...version, docsSidebars: {docs: version.docsSidebars.docs!.filter((item) => item.href !== '/mixed/')}};
  assert.deepEqual(Object.keys(splitSidebars(withoutMixed, {baseUrl: '/', sections}).sections.get('order')!.docs), [
    'order/cart',
    'order/hdd/raid',
  ]);
  assert.deepEqual([...splitSidebars(withoutMixed, {baseUrl: '/', sections: new Set(['order'])}).sections.keys()], ['order']);
});

test('under a base URL, sections are keyed as the route sections are', () => {
  const based: VersionData = {
    docsSidebars: {docs: [category('/help/payment/', [link('/help/payment/cards', 'payment/cards')])]},
    docs: {'payment/cards': {id: 'payment/cards'}},
  };
  assert.deepEqual([...splitSidebars(based, {baseUrl: '/help/', sections: new Set(['payment'])}).sections.keys()], ['payment']);
});

test('filling puts back exactly what was split off, and only for the sections given', () => {
  const {shell, sections: split} = splitSidebars(version, {baseUrl: '/', sections});
  assert.equal(
    fillSidebars(shell, () => undefined),
    shell,
    'nothing loaded: the same object',
  );
  const full = fillSidebars(shell, (key) => split.get(key));
  assert.deepEqual(full.docsSidebars, version.docsSidebars);
  assert.deepEqual(Object.keys(full.docs).sort(), Object.keys(version.docs).sort());
});

test('a filled category keeps its identity while its items do', () => {
  const {shell, sections: split} = splitSidebars(version, {baseUrl: '/', sections});
  const first = fillSidebars(shell, (key) => split.get(key));
  const second = fillSidebars(shell, (key) => split.get(key));
  assert.notEqual(first, second);
  assert.equal(first.docsSidebars.docs![2], second.docsSidebars.docs![2]);
});

test('one sidebar is filled alone, as the sidebar component fills what it shows', () => {
  const {shell, sections: split} = splitSidebars(version, {baseUrl: '/', sections});
  const items = shell.docsSidebars.docs!;
  assert.equal(
    fillSidebar(items, 'docs', () => undefined),
    items,
  );
  assert.equal(
    fillSidebar(items, 'other', (key) => split.get(key)),
    items,
    'a section has no items for another sidebar',
  );
  const withPayment = fillSidebar(items, 'docs', (key) => (key === 'payment' ? split.get(key) : undefined));
  assert.deepEqual(withPayment[2], version.docsSidebars.docs![2]);
  assert.equal(withPayment[1], items[1], 'the order section stays a stub');
});
