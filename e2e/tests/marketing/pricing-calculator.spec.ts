import { expect, test } from '../../fixtures';
import { expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

test('the calculator keeps the total within bounds and sends the chosen services as a lead', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Рассчитать стоимость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' });
  const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
  const alert = dialog.getByRole('alert');
  const plus = (name: string) =>
    dialog.getByRole('button', { name: `Увеличить количество: ${name}` }).click();
  const minus = (name: string) =>
    dialog.getByRole('button', { name: `Уменьшить количество: ${name}` }).click();

  await expect(dialog.getByText('Добавьте хотя бы одну услугу, чтобы оставить заявку.')).toBeVisible();
  await expect(submit).toBeDisabled();

  await plus('Сайт компании');
  await expect(alert).toHaveText('Минимальная сумма заказа: 6 500 000 сум');
  await expect(submit).toBeDisabled();

  await plus('Сайт компании');
  await expect(alert).toHaveCount(0);
  await expect(dialog).toContainText('Итого: 7 800 000 сум');
  await expect(submit).toBeEnabled();

  for (let i = 0; i < 9; i++) await plus('Сайт компании');
  await expect(dialog).toContainText('Итого: 42 900 000 сум');
  await expect(alert).toHaveText('Максимальная сумма заказа: 39 000 000 сум');
  await expect(submit).toBeDisabled();
  for (let i = 0; i < 9; i++) await minus('Сайт компании');

  await plus('Дизайн логотипа');
  await expect(dialog).toContainText('Итого: 8 840 000 сум');
  await minus('Дизайн логотипа');
  await expect(dialog.getByRole('spinbutton', { name: 'Количество: Дизайн логотипа' })).toHaveValue('');
  await dialog.getByRole('spinbutton', { name: 'Количество: Таргетированная реклама' }).fill('1');
  await expect(dialog).toContainText('Итого: 9 100 000 сум');

  await fillContacts(dialog, {
    name: 'Шахзод',
    email: 'shahzod.calc@example.uz',
    phone: '+998 99 876 54 32',
  });
  await dialog.getByRole('textbox', { name: 'Сфера деятельности' }).fill('Интернет-магазин');
  await dialog.getByRole('radio', { name: 'Онлайн-встреча (видеозвонок)' }).check();
  await submitLead(page, submit);

  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'shahzod.calc@example.uz', {
    lead_type: 'Калькулятор тарифа CONSTRUCTOR',
    plan_name: 'CONSTRUCTOR',
    total_amount: '9 100 000 сум',
    selected_services: 'Сайт компании x2 (7 800 000 сум)\nТаргетированная реклама x1 (1 300 000 сум)',
  });
});
