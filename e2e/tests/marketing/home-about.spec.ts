import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectLeadMail, submitLead } from '../../lead-journey';

const aboutSection = (page: Page) => page.locator('#about');

test.describe('about section of the home page', () => {
  test.beforeEach(async ({ page, site }) => {
    await page.goto(site.url('/#about'));
    await expect(aboutSection(page).getByRole('heading', { level: 2, name: 'О нас' })).toBeVisible();
  });

  test('the about dialog shows every part and closes with its button and with Escape', async ({ page }) => {
    await aboutSection(page).getByRole('button', { name: 'Узнать больше о нас' }).click();
    const dialog = page.getByRole('dialog', { name: 'Узнайте нас ближе' });
    await expect(dialog).toBeVisible();
    for (const part of ['История', 'Миссия', 'Видение', 'Достижения', 'Ценности', 'Наши услуги']) {
      await expect(dialog.getByRole('heading', { level: 3, name: part })).toBeVisible();
    }
    for (const value of ['Инновации', 'Качество', 'Партнёрство']) {
      await expect(dialog.getByRole('heading', { level: 4, name: value })).toBeVisible();
    }
    await expect(
      dialog.getByRole('list', { name: 'Услуги: Marketing Agency' }).getByRole('listitem'),
    ).toHaveCount(20);
    await expect(
      dialog.getByRole('list', { name: 'Услуги: Digital Agency' }).getByRole('listitem'),
    ).toHaveCount(12);
    await expect(dialog.getByText('150+')).toBeVisible();

    await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(aboutSection(page).getByRole('button', { name: 'Узнать больше о нас' })).toBeFocused();

    await aboutSection(page).getByRole('button', { name: 'Узнать больше о нас' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the consultation dialog refuses empty contacts and turns a filled form into a lead', async ({
    page,
    site,
  }) => {
    await aboutSection(page).getByRole('button', { name: 'Получить консультацию' }).click();
    const dialog = page.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
    const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Имя' }).fill('Дилшод Турсунов');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('dilshod@example.uz');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 765 43 21');
    await expect(submit).toBeEnabled();
    await dialog.getByRole('textbox', { name: 'Компания' }).fill('Турсунов и партнёры');
    await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Нужна реклама для сети кафе');

    await submitLead(page, submit);
    await expect(
      page.getByText('Мы свяжемся с вами в ближайшее время для назначения консультации.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await expectLeadMail(page, site, 'dilshod@example.uz', {
      from_name: 'Дилшод Турсунов',
      phone: '+998 90 765 43 21',
      company: 'Турсунов и партнёры',
    });
  });
});
