import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sectionOf, socialCardPath} from './card-paths';

test('a page takes the card of its top-level section', () => {
  assert.equal(socialCardPath('/order/hdd/raid'), '/img/social/order.png');
  assert.equal(socialCardPath('/apps/'), '/img/social/apps.png');
  assert.equal(sectionOf('/working-with-server/tech-questions/ssh-connect'), 'working-with-server');
});

test('pages at the root take the site card', () => {
  assert.equal(socialCardPath('/'), '/img/social/site.png');
  assert.equal(socialCardPath('/markdown-page'), '/img/social/site.png');
});
