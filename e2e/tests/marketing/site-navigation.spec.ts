import type { Locator, Page } from '@playwright/test';
import { brandName } from 'shared-data/core';
import { expect, test } from '../../fixtures';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });

async function expectInView(section: Locator) {
  await expect
    .poll(async () => section.evaluate((element) => Math.abs(element.getBoundingClientRect().top) < 120))
    .toBe(true);
}

test.describe('the marketing header at 1280 px', () => {
  test('every menu item goes where the site promises', async ({ page, site }) => {
    await page.goto(site.url('/services'));
    const menu = mainMenu(page);

    await page.mouse.wheel(0, 1500);
    await menu.getByRole('link', { name: 'Тарифы' }).click();
    await expect(page).toHaveURL(site.url('/pricing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await menu.getByRole('link', { name: 'О нас' }).click();
    await expect(page).toHaveURL(site.url('/#about'));
    await expectInView(page.locator('#about'));

    await menu.getByRole('link', { name: 'Контакты' }).click();
    await expectInView(page.locator('#contact-form'));

    await menu.getByRole('link', { name: 'Почему мы' }).click();
    await expect(page).toHaveURL(site.url('/why-choose-us'));

    await menu.getByRole('link', { name: 'Услуги' }).click();
    await expect(page).toHaveURL(site.url('/services'));

    await page.getByRole('banner').getByRole('link', { name: 'Консультация' }).click();
    await expect(page).toHaveURL(site.url('/#contact-form'));
    await expectInView(page.locator('#contact-form'));

    await menu.getByRole('link', { name: 'Амбассадор' }).click();
    await expect(page).toHaveURL(site.url('/ambassador'));
    await expect(page.locator('[data-app="ambassador-app"]')).toBeVisible();

    await page.goto(site.url('/pricing'));
    await mainMenu(page).getByRole('link', { name: 'Digital Agency' }).click();
    await expect(page).toHaveURL(site.url('/digital'));
    await expect(page.locator('[data-app="digital-app"]')).toBeVisible();
  });

  test('the logo leads to the landing of the division the visitor is in', async ({ page, site }) => {
    await page.goto(site.url('/marketing'));
    const logo = page.getByRole('banner').getByRole('link', { name: brandName, exact: true });
    await expect(logo).toHaveAttribute('href', '/marketing');
    await page.goto(site.url('/why-choose-us'));
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(site.url('/'));
  });

  test('the footer menu and the floating call button', async ({ page, site }) => {
    await page.goto(site.url('/blog'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Почему мы' }).click();
    await expect(page).toHaveURL(site.url('/why-choose-us'));
    const call = page.getByRole('link', { name: /^Позвонить:/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:\+998\d{9}$/);
  });
});

test.describe('the marketing header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens in a side sheet that closes after any choice', async ({ page, site }) => {
    await page.goto(site.url('/'));
    await expect(mainMenu(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Меню' });

    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Меню' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Услуги' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(site.url('/services'));

    await open.click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Консультация' }).click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeHidden();
    await expect(page).toHaveURL(site.url('/#contact-form'));
    await expectInView(page.locator('#contact-form'));

    await open.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeHidden();
    await expect(open).toBeFocused();
  });
});
