import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { countSubmissions, expectLeadMail, fillContacts, submitLead } from '../../lead-journey';
import { onASlowPhone } from '../../visitor';

async function openConstructor(page: Page) {
  await page.locator('#pricing').getByRole('button', { name: 'Собрать проект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Конструктор digital-проекта' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    submit: dialog.getByRole('button', { name: 'Отправить заявку' }),
    alert: dialog.getByRole('alert'),
    plus: (name: string) =>
      dialog.getByRole('button', { name: `Увеличить количество: ${name}`, exact: true }).click(),
    minus: (name: string) =>
      dialog.getByRole('button', { name: `Уменьшить количество: ${name}`, exact: true }).click(),
  };
}

test('the constructor keeps the project within bounds and sends the modules as a lead', async ({
  page,
  site,
}) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/digital#pricing'));
  const { dialog, submit, alert, plus, minus } = await openConstructor(page);

  await expect(dialog.getByText('Добавьте хотя бы один модуль, чтобы оставить заявку.')).toBeVisible();
  await expect(submit).toBeDisabled();

  await plus('Лендинг');
  await expect(alert).toHaveText('Минимальная сумма проекта: 3 500 000 сум');
  await expect(dialog.getByText('Модулей: 1 · Итого: 1 800 000 сум')).toBeVisible();
  await fillContacts(dialog, {
    name: 'Нодира',
    email: 'nodira.digital@example.uz',
    phone: '+998 94 321 65 87',
  });
  await submit.click();
  await expect(page.getByText('Неверный бюджет')).toBeVisible();
  await expect(page.getByText('Сумма должна быть от 3 500 000 до 50 000 000 сум')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('spinbutton', { name: 'Количество: ERP-система', exact: true }).fill('8');
  await expect(dialog).toContainText('Итого: 53 800 000 сум');
  await expect(alert).toHaveText('Максимальная сумма проекта: 50 000 000 сум');
  await submit.click();
  await expect(page.getByText('Неверный бюджет').last()).toBeVisible();
  expect(submissions()).toBe(0);
  for (let i = 0; i < 8; i++) await minus('ERP-система');
  await expect(dialog.getByRole('spinbutton', { name: 'Количество: ERP-система', exact: true })).toHaveValue(
    '',
  );

  await plus('Интернет-магазин');
  await plus('Лендинг');
  await expect(alert).toHaveCount(0);
  await expect(dialog).toContainText('Итого: 8 400 000 сум');

  await dialog.getByRole('textbox', { name: 'Компания' }).fill('Nodira Fashion');
  await dialog.getByRole('textbox', { name: 'Описание проекта' }).fill('Магазин одежды с доставкой');
  await dialog.getByRole('radio', { name: 'В офисе клиента' }).check();
  await submitLead(page, submit);

  await expect(
    page.getByText('Наш технический специалист свяжется с вами для обсуждения проекта.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'nodira.digital@example.uz', {
    plan_name: 'DIGITAL CONSTRUCTOR',
    months: 'по договору',
    total_amount: '8 400 000 сум',
    selected_services: 'Лендинг x2 (3 600 000 сум)\nИнтернет-магазин x1 (4 800 000 сум)',
    company: 'Nodira Fashion',
    personal_info: 'Магазин одежды с доставкой',
    meeting_format: 'В офисе клиента',
  });
});

// On a phone eight times slower than this machine the visitor's presses land while the form's code arrives and
// hydrates: the module and the send still count, in that order. That phone (with its slow network) takes up to half a
// minute to bring the dialog's code and texts to life, as `early-interaction.spec.ts` allows it too.
for (const { on, slowdown, answer } of [
  { on: '', slowdown: 0, answer: {} },
  { on: ' on a slow phone, pressed as the page comes to life', slowdown: 8, answer: { timeout: 30_000 } },
]) {
  test(`a constructor request without contacts is refused and sends nothing${on}`, async ({ page, site }) => {
    if (slowdown) await onASlowPhone(page, slowdown);
    const submissions = countSubmissions(page);
    await page.goto(site.url('/digital#pricing'));
    const { dialog, submit, plus } = await openConstructor(page);
    await plus('Интернет-магазин');
    await submit.click();
    await expect(dialog.getByText('Введите имя')).toBeVisible(answer);
    await expect(dialog.getByText('Введите email')).toBeVisible();
    await expect(dialog.getByText('Введите телефон')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Имя' })).toBeFocused();
    await expect(
      dialog.getByRole('spinbutton', { name: 'Количество: Интернет-магазин', exact: true }),
    ).toHaveValue('1');
    await expect(dialog).toBeVisible();
    expect(submissions()).toBe(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the constructor takes a project request', async ({ page, site }) => {
    await page.goto(site.url('/digital#pricing'));
    const { dialog, submit, plus } = await openConstructor(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await plus('Корпоративный сайт');
    await plus('Telegram-бот');
    await fillContacts(dialog, {
      name: 'Ислом',
      email: 'islom.phone@example.uz',
      phone: '+998 91 000 11 22',
    });
    await submitLead(page, submit);
    await expect(dialog).toBeHidden();
    await expectLeadMail(page, site, 'islom.phone@example.uz', { plan_name: 'DIGITAL CONSTRUCTOR' });
  });
});
