import {test} from 'node:test';
import assert from 'node:assert/strict';
import {categoryFolderRoute, foldersWithoutIndex, withSectionLandings, type SidebarItem} from './section-landing';

const hdd: SidebarItem = {type: 'category', label: 'Диски', items: [{type: 'doc', id: 'order/hdd/raid'}]};
const backup: SidebarItem = {
  type: 'category',
  label: 'Резервні копії',
  link: {type: 'doc', id: 'order/backup/index'},
  items: [{type: 'doc', id: 'order/backup/cost'}],
};
const order: SidebarItem = {type: 'category', label: 'Замовлення', items: [hdd, backup, {type: 'doc', id: 'order/cart'}]};

test('a category takes its folder route from the docs inside it, at its own depth', () => {
  assert.equal(categoryFolderRoute([hdd], 1), '/order/');
  assert.equal(categoryFolderRoute([{type: 'doc', id: 'order/hdd/raid'}], 2), '/order/hdd/');
});

test('a category that only holds a sub-folder still gets its own folder, not the sub-folder', () => {
  const onlySub: SidebarItem[] = [{type: 'category', label: 'x', items: [{type: 'doc', id: 'a/b/c'}]}];
  assert.equal(categoryFolderRoute(onlySub, 1), '/a/');
});

test('categories without an index get a generated index at the folder route; others keep their link', () => {
  const [result] = withSectionLandings([order]) as unknown as [Record<string, any>];
  assert.deepEqual(result.link, {
    type: 'generated-index',
    slug: '/order/',
    title: 'Замовлення',
    description: 'Усі статті розділу «Замовлення»: про що кожна і де її знайти.',
  });
  assert.equal(result.items[0].link.slug, '/order/hdd/');
  assert.deepEqual(result.items[1].link, {type: 'doc', id: 'order/backup/index'});
});

test('an empty category gets no landing page', () => {
  const [result] = withSectionLandings([{type: 'category', label: 'Порожньо', items: []}]) as unknown as [Record<string, any>];
  assert.equal(result.link, undefined);
});

test('folders without an index page are the ancestors of pages that are not pages themselves', () => {
  assert.deepEqual(
    foldersWithoutIndex(['/', '/order/cart', '/order/hdd/raid', '/order/backup/', '/order/backup/cost', '/apps/', '/apps/docker']),
    ['/order/', '/order/hdd/'],
  );
});

test('a landing page can name its link-preview image', () => {
  const [result] = withSectionLandings([hdd], (route) => `/img${route}card.png`) as unknown as [Record<string, any>];
  assert.equal(result.link.image, '/img/order/card.png');
});
