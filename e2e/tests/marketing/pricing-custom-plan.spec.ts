import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { countSubmissions, expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

async function openCustomPlan(page: Page) {
  await page.getByRole('button', { name: 'Индивидуальный тариф' }).click();
  const order = page.getByRole('dialog', { name: 'Заявка на тариф CONSTRUCTOR' });
  await expect(order).toContainText('от 6 500 000 сум');
  await order.getByRole('button', { name: 'Настроить тариф' }).click();
  return page.getByRole('dialog', { name: 'Конструктор индивидуального тарифа' });
}

test('a custom tariff request becomes a CONSTRUCTOR lead with the ticked services', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/pricing'));
  const dialog = await openCustomPlan(page);
  await dialog.getByRole('checkbox', { name: 'Анализ конкурентов' }).check();
  await dialog.getByRole('checkbox', { name: 'Reels' }).check();
  await fillContacts(dialog, {
    name: 'Гульнора',
    email: 'gulnora.custom@example.uz',
    phone: '+998 97 765 43 21',
  });
  await dialog.getByRole('textbox', { name: 'Сфера деятельности' }).fill('Салон красоты');
  await dialog
    .getByRole('combobox', { name: 'Бюджет в месяц' })
    .selectOption({ label: '3 000 000 - 10 000 000 сум' });
  await dialog.getByRole('radio', { name: 'Переписка в мессенджере' }).check();

  await dialog.getByRole('button', { name: /^Желаемая дата консультации/ }).click();
  const calendar = dialog
    .getByRole('dialog', { name: /Календарь/ })
    .or(dialog.getByRole('region', { name: /Календарь/ }));
  await calendar.getByRole('button', { name: /следующ/i }).click();
  await calendar.getByRole('button', { name: /\b15\b/ }).click();
  await expect(dialog.getByRole('button', { name: /^Желаемая дата консультации 15/ })).toBeVisible();

  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectLeadMail(page, site, 'gulnora.custom@example.uz', {
    lead_type: 'Индивидуальный тариф (CONSTRUCTOR)',
    plan_name: 'CONSTRUCTOR',
    selected_services: 'Анализ конкурентов\nReels',
    company_activity: 'Салон красоты',
    meeting_format: 'Переписка в мессенджере',
    consultation_date: expect.stringMatching(/^15 /),
  });
});

test('a custom tariff request without its required fields is refused and sends nothing', async ({
  page,
  site,
}) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/pricing'));
  const dialog = await openCustomPlan(page);
  await fillContacts(dialog, { name: 'Гульнора', email: 'gulnora@example.uz', phone: '+998 97 765 43 21' });
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByText('Укажите сферу деятельности')).toBeVisible();
  await expect(dialog.getByText('Выберите формат встречи')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Сфера деятельности' })).toBeFocused();
  expect(submissions()).toBe(0);
});
