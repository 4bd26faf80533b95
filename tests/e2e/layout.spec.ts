import {expect, test, type Page} from '@playwright/test';
import {SAMPLE_DOC, gotoHydrated} from './site';

const hamburger = (page: Page) => page.getByRole('button', {name: 'Перемкнути сайдбар'});
const desktopSidebar = (page: Page) => page.locator('aside.theme-doc-sidebar-container');
const mobileMenu = (page: Page) => page.locator('.navbar-sidebar');
const menuIsOpen = (page: Page) => page.locator('nav.navbar.navbar-sidebar--show');

test('at 997 px the layout is the desktop one, at 996 px the mobile one', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await gotoHydrated(page, SAMPLE_DOC);
  await expect(desktopSidebar(page)).toBeVisible();
  await expect(hamburger(page)).toBeHidden();
  await page.setViewportSize({width: 996, height: 800});
  await expect(desktopSidebar(page)).toBeHidden();
  await expect(hamburger(page)).toBeVisible();
});

test('the desktop sidebar cannot be hidden and its categories collapse and expand', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, SAMPLE_DOC);
  await expect(page.getByRole('button', {name: 'Згорнути сайдбар'})).toHaveCount(0);
  // A category is a link to its section landing page (/prepurchase/); the caret beside it collapses
  // and expands the category.
  await expect(desktopSidebar(page).getByRole('link', {name: 'Перед купівлею', exact: true})).toHaveAttribute('href', '/prepurchase/');
  const category = desktopSidebar(page).getByRole('button', {name: /категорію в сайдбарі 'Перед купівлею'/});
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await expect(desktopSidebar(page).getByRole('link', {name: /Що входить у вартість/})).toBeVisible();
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
});

test('on mobile the sidebar opens as a side menu and closes again', async ({page}) => {
  await page.setViewportSize({width: 400, height: 800});
  await gotoHydrated(page, SAMPLE_DOC);
  await hamburger(page).click();
  await expect(menuIsOpen(page)).toHaveCount(1);
  await expect(mobileMenu(page).getByRole('link', {name: 'Головний сайт'})).toBeVisible();
  await expect(mobileMenu(page).getByText('Мови').or(mobileMenu(page).getByText('Українська'))).toBeVisible();
  await page.getByRole('button', {name: 'Закрити сайдбар'}).click();
  await expect(menuIsOpen(page)).toHaveCount(0);
});

test('back navigation closes the mobile menu', async ({page}) => {
  await page.setViewportSize({width: 400, height: 800});
  await gotoHydrated(page, '/');
  await gotoHydrated(page, SAMPLE_DOC);
  await hamburger(page).click();
  await expect(menuIsOpen(page)).toHaveCount(1);
  await page.goBack();
  await expect(menuIsOpen(page)).toHaveCount(0);
});

test('the mobile menu closes when the window grows to the desktop layout', async ({page}) => {
  await page.setViewportSize({width: 800, height: 800});
  await gotoHydrated(page, SAMPLE_DOC);
  await hamburger(page).click();
  await expect(menuIsOpen(page)).toHaveCount(1);
  await page.setViewportSize({width: 1200, height: 800});
  await expect(menuIsOpen(page)).toHaveCount(0);
  await expect(desktopSidebar(page)).toBeVisible();
});

test('the language dropdown is in the mobile menu only', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/');
  await expect(page.locator('.navbar-locale-mobile-only')).toBeHidden();
});
