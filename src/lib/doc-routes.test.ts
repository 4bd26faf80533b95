import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docRoute, parentRoute, sectionChildren} from './doc-routes';

test('doc files map to routes at the site root', () => {
  assert.equal(docRoute('apps/docker.mdx'), '/apps/docker');
  assert.equal(docRoute('apps/index.mdx'), '/apps/');
  assert.equal(docRoute('order/panels/fastpanel/address.md'), '/order/panels/fastpanel/address');
  assert.equal(docRoute('welcome.mdx', '/'), '/');
});

test('parent routes climb one folder', () => {
  assert.equal(parentRoute('/order/hdd/raid'), '/order/hdd/');
  assert.equal(parentRoute('/order/hdd/'), '/order/');
  assert.equal(parentRoute('/order/'), '/');
});

test('a section lists sub-folder indexes instead of their pages', () => {
  const routes = ['/order/panels/', '/order/panels/list', '/order/panels/fastpanel/cost', '/os/', '/os/windows/a', '/os/b'];
  assert.deepEqual(sectionChildren('/order/panels/', routes), ['/order/panels/list', '/order/panels/fastpanel/cost']);
  assert.deepEqual(sectionChildren('/os/', ['/os/', '/os/x/', '/os/x/y', '/os/z']), ['/os/x/', '/os/z']);
});
