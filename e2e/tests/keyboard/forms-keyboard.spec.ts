import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectLeadMail } from '../../lead-journey';
import { onASlowPhone } from '../../visitor';
import {
  focusIsInside,
  openDialogWith,
  openPage,
  submitByKeyboard,
  tabTo,
  typeContacts,
  typeInto,
} from './keyboard-steps';

/** Tabs into a radio group and moves with the arrow keys to the option `name`, checking it. */
async function chooseRadio(page: Page, group: Locator, name: string | RegExp) {
  const target = group.getByRole('radio', { name });
  for (let presses = 0; !(await focusIsInside(group)); presses += 1) {
    if (presses > 250) throw new Error('Tab never reached the radio group');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  for (let moves = 0; !(await target.isChecked()); moves += 1) {
    if (moves > 10) throw new Error('the arrow keys never reached the option');
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
}

test.describe('lead forms by keyboard alone', () => {
  test('the consultation section of the home page: an empty Enter names the errors, a filled one sends the lead', async ({
    page,
    site,
  }) => {
    test.slow();
    const email = 'kb.section@example.uz';
    await openPage(page, site.url('/'));
    const form = page.locator('#contact-form');
    const name = form.getByRole('textbox', { name: 'Имя' });

    await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.press('Enter');
    await expect(form.getByText('Введите имя')).toBeVisible();
    await expect(name).toBeFocused();

    await page.keyboard.type('Нодира Каримова');
    await typeInto(page, form.getByRole('textbox', { name: 'Email' }), email);
    await typeInto(page, form.getByRole('textbox', { name: 'Телефон' }), '+998 90 123 45 67');
    await chooseRadio(page, form.getByRole('group', { name: /Формат встречи/ }), /Онлайн/);
    await submitByKeyboard(page, form.getByRole('button', { name: 'Записаться на консультацию' }));
    await expect(
      page.getByText('Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.'),
    ).toBeVisible();
    await expectLeadMail(page, site, email, { from_name: 'Нодира Каримова', phone: '+998 90 123 45 67' });
  });

  test('the consultation dialog of the home page', async ({ page, site }) => {
    const email = 'kb.dialog@example.uz';
    await openPage(page, site.url('/'));
    const trigger = page.locator('#about').getByRole('button', { name: 'Получить консультацию' });
    const dialog = await openDialogWith(page, trigger, 'Получить бесплатную консультацию');
    await typeContacts(page, dialog, { name: 'Дилшод Турсунов', email, phone: '+998 90 765 43 21' });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Сообщение' }), 'Нужна реклама для сети кафе');
    await submitByKeyboard(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectLeadMail(page, site, email, { from_name: 'Дилшод Турсунов', phone: '+998 90 765 43 21' });
  });

  test('the plan order of /pricing', async ({ page, site }) => {
    const email = 'kb.plan@example.uz';
    await openPage(page, site.url('/pricing'));
    const trigger = page.getByRole('button', { name: 'Выбрать тариф POPULAR' });
    const dialog = await openDialogWith(page, trigger, 'Заявка на тариф POPULAR', 'Space');
    await typeContacts(page, dialog, { name: 'Азиз Рахимов', email, phone: '+998 90 555 44 33' });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Комментарий' }), 'Начнём в следующем месяце');
    await submitByKeyboard(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
    await expect(dialog).toBeHidden();
    await expectLeadMail(page, site, email, { plan_name: 'POPULAR', comments: 'Начнём в следующем месяце' });
  });

  test('the custom tariff: checkboxes, the meeting format and the calendar by keyboard', async ({
    page,
    site,
  }) => {
    const email = 'kb.custom@example.uz';
    await openPage(page, site.url('/pricing'));
    const order = await openDialogWith(
      page,
      page.getByRole('button', { name: 'Индивидуальный тариф' }),
      'Заявка на тариф CONSTRUCTOR',
    );
    await tabTo(page, order.getByRole('button', { name: 'Настроить тариф' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Конструктор индивидуального тарифа' });
    await expect(dialog).toBeVisible();

    for (const service of ['Анализ конкурентов', 'Reels']) {
      const box = dialog.getByRole('checkbox', { name: service });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await typeContacts(page, dialog, { name: 'Гульнора', email, phone: '+998 97 765 43 21' });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Сфера деятельности' }), 'Салон красоты');

    const dateButton = dialog.getByRole('button', { name: /^Желаемая дата консультации/ });
    await tabTo(page, dateButton);
    await page.keyboard.press('Enter');
    const calendar = dialog.getByRole('dialog', { name: /^Календарь/ });
    await expect(calendar).toBeVisible();
    await expect.poll(() => focusIsInside(calendar)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const day = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    expect(day).toMatch(/^\d{1,2}$/);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(dateButton).toBeFocused();
    await expect(dateButton).toHaveAccessibleName(new RegExp(`^Желаемая дата консультации ${day} `));

    await chooseRadio(page, dialog.getByRole('group', { name: /Формат встречи/ }), 'Переписка в мессенджере');
    await submitByKeyboard(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
    await expect(dialog).toBeHidden();
    await expectLeadMail(page, site, email, {
      plan_name: 'CONSTRUCTOR',
      selected_services: 'Анализ конкурентов\nReels',
      meeting_format: 'Переписка в мессенджере',
      consultation_date: expect.stringMatching(new RegExp(`^${day} `)),
    });
  });

  test('the ambassador registration', async ({ page, site }) => {
    await openPage(page, site.url('/ambassador'));
    await typeInto(page, page.getByRole('textbox', { name: /Полное имя/ }), 'Малика Юсупова');
    await typeInto(page, page.getByRole('textbox', { name: /Email/ }), 'kb.ambassador@example.uz');
    const registered = page.waitForResponse((response) =>
      response.url().endsWith('/functions/v1/register-ambassador-simple'),
    );
    await tabTo(page, page.getByRole('button', { name: 'Стать амбассадором' }));
    await page.keyboard.press('Enter');
    expect((await registered).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Кабинет амбассадора' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ваш промокод' })).toHaveValue(/^MALIKA15/);
  });
});

test.describe('a send button that waits for the contacts, on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is reached by Tab, keeps the focus as the form comes alive, and sends once the contacts are typed', async ({
    page,
    site,
  }) => {
    await onASlowPhone(page, 4);
    await openPage(page, site.url('/digital/services'));
    const trigger = page.getByRole('button', { name: 'Отдельно: Мобильные приложения' });
    const dialog = await openDialogWith(page, trigger, 'Заказ услуги «Мобильные приложения»');
    const send = dialog.getByRole('button', { name: 'Отправить заявку' });
    // Reached while the page's code is still on its way: the live form then says it waits for the contacts.
    await tabTo(page, send);
    await expect(send).toBeDisabled({ timeout: 30_000 });
    await expect(send).toBeFocused();
    await typeContacts(page, dialog, {
      name: 'Ойбек Турсунов',
      email: 'oybek.keyboard@example.uz',
      phone: '+998 90 321 54 76',
    });
    await submitByKeyboard(page, send);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
