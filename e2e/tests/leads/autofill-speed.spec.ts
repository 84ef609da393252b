import { readOutbox } from '../../dev-outbox';
import { expect, test } from '../../fixtures';
import { expectLeadMail, fillContacts } from '../../lead-journey';

test('an order the browser autofills and sends within 300 ms of opening is stored and mailed, flagged for a look', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф POPULAR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф POPULAR' });
  await expect(dialog.getByRole('textbox', { name: 'Имя' })).toBeVisible();
  const opened = Date.now();
  await fillContacts(dialog, {
    name: 'Шахзод Каримов',
    email: 'autofill@example.uz',
    phone: '+998 90 111 22 33',
  });
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/functions/v1/submit-application'),
  );
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  expect(Date.now() - opened).toBeLessThan(300);

  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    success: true,
    id: expect.any(String),
    final_price: 11_050_000,
  });
  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для подтверждения заказа.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'autofill@example.uz', {
    lead_type: 'Заказ тарифа',
    plan_name: 'POPULAR',
  });
  const mail = (await readOutbox(page, site)).find(
    (each) => each.template_params.from_email === 'autofill@example.uz',
  );
  expect(mail?.template_params.lead_type).toBe('⚠ Проверьте: возможно, бот — Заказ тарифа');
  expect(mail?.template_params.suspicion).toMatch(
    /^форма отправлена через 0(,\d)? с после открытия \(автозаполнение браузера или бот\)$/,
  );
});
