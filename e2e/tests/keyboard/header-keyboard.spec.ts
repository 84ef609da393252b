import type { Page } from '@playwright/test';
import { brandName, digitalHeaderLinks, marketingHeaderLinks } from 'shared-data';

/** A menu as a visitor reads it: the labels in order, each with the link shared-data gives it. */
const menuOf = (links: readonly string[], labels: readonly string[]) =>
  links.map((href, index) => ({ href, label: labels[index] ?? '' }));

const marketingHeaderNav = menuOf(marketingHeaderLinks, [
  'О нас',
  'Тарифы',
  'Услуги',
  'Почему мы',
  'Digital Agency',
  'Контакты',
  'Амбассадор',
]);
const digitalHeaderNav = menuOf(digitalHeaderLinks, [
  'Услуги',
  'Проекты',
  'Пакеты',
  'Контакты',
  'Marketing Agency',
]);

import { expect, test } from '../../fixtures';
import { expectFocusTrapped, expectVisibleFocus, focusIsInside, openPage, tabTo } from './keyboard-steps';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

/** Presses Tab once and checks the new stop is `name` and shows its focus. */
async function expectNextStop(page: Page, name: string) {
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(name);
  await expectVisibleFocus(page);
}

test.describe('the header by keyboard at 1280 px', () => {
  test('the skip link comes first and moves focus to the main content', async ({ page, site }) => {
    await openPage(page, site.url('/pricing'));
    await expectNextStop(page, 'Перейти к содержимому');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect.poll(() => focusIsInside(page.getByRole('main'))).toBe(true);
  });

  const headers = [
    { division: 'marketing', path: '/pricing', menu: 'Основное меню', items: marketingHeaderNav },
    {
      division: 'digital',
      path: '/digital/services',
      menu: 'Меню Digital Agency',
      items: digitalHeaderNav,
    },
  ];
  for (const { division, path, menu, items } of headers) {
    test(`Tab walks the ${division} header in order and Enter follows a menu item`, async ({
      page,
      site,
    }) => {
      await openPage(page, site.url(path));
      await expectNextStop(page, 'Перейти к содержимому');
      await page.keyboard.press('Tab');
      const logo = page.getByRole('banner').getByRole('link', { name: brandName, exact: true });
      await expect(logo).toBeFocused();
      await expectVisibleFocus(page);
      for (const item of items) {
        await page.keyboard.press('Tab');
        await expect(
          page.getByRole('navigation', { name: menu }).getByRole('link', { name: item.label }),
        ).toBeFocused();
        await expectVisibleFocus(page);
      }

      const last = items.at(-1);
      if (!last) throw new Error('an empty menu');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(site.url(last.href));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

for (const { width, viaSheet } of [
  { width: 1280, viaSheet: false },
  { width: 390, viaSheet: true },
]) {
  test(`at ${width} px a section link of the same page takes focus to the section`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await openPage(page, site.url('/'));
    let scope = page.getByRole('navigation', { name: 'Основное меню' });
    if (viaSheet) {
      await tabTo(page, page.getByRole('button', { name: 'Меню' }));
      await page.keyboard.press('Enter');
      scope = page.getByRole('dialog', { name: 'Меню' });
      await expect(scope).toBeVisible();
    }
    await tabTo(page, scope.getByRole('link', { name: 'Контакты' }));
    await page.keyboard.press('Enter');
    const section = page.locator('#contact-form');
    await expect.poll(() => focusIsInside(section)).toBe(true);
    await expect(section).toBeInViewport();
    // The server rendered the form; a visitor sees it before tabbing into it.
    await expect(section.getByRole('textbox', { name: 'Имя' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusIsInside(section)).toBe(true);
  });
}

test.describe('the header by keyboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, items, choice } of [
    { path: '/', items: marketingHeaderNav, choice: 'Тарифы' },
    { path: '/digital', items: digitalHeaderNav, choice: 'Услуги' },
  ]) {
    test(`the menu sheet of ${path} opens with Enter, keeps focus and gives it back on Escape`, async ({
      page,
      site,
    }) => {
      await openPage(page, site.url(path));
      const open = page.getByRole('button', { name: 'Меню' });
      await expectNextStop(page, 'Перейти к содержимому');
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('banner').getByRole('link', { name: brandName, exact: true }),
      ).toBeFocused();
      // The way to the page in Uzbek stays in the header on a phone, before the menu's button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('banner').getByRole('link', { name: 'O‘zbekcha' })).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Tab');
      await expect(open).toBeFocused();
      await expectVisibleFocus(page);

      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Меню' });
      await expect(sheet).toBeVisible();
      await expectFocusTrapped(page, sheet);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();

      await page.keyboard.press('Space');
      await expect(sheet).toBeVisible();
      await expect.poll(() => focusIsInside(sheet)).toBe(true);
      const chosen = items.find((item) => item.label === choice);
      if (!chosen) throw new Error(`no menu item ${choice}`);
      const link = sheet.getByRole('link', { name: chosen.label });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(site.url(chosen.href));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
