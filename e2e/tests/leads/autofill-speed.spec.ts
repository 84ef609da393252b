import type { Locator } from '@playwright/test';
import { readOutbox } from '../../dev-outbox';
import { expect, test } from '../../fixtures';
import { expectLeadMail } from '../../lead-journey';

/**
 * Fills a form as the browser's autofill does: every field found by its `autocomplete` token gets its value in one
 * go, each with the input and change events a person's typing would end with.
 */
async function autofill(form: Locator, values: Record<string, string>) {
  await form.evaluate((element, entries) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [token, value] of Object.entries(entries)) {
      const input = element.querySelector<HTMLInputElement>(`input[autocomplete="${token}"]`);
      if (!input || !setValue) throw new Error(`no field with autocomplete="${token}"`);
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values);
}

test('an order the browser autofills and sends at once is stored once and mailed, flagged for a look', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф POPULAR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф POPULAR' });
  const name = dialog.getByRole('textbox', { name: 'Имя' });
  await expect(name).toBeVisible();
  // The visitor picks the browser's suggestion in the first field and presses Enter at once: the form's code may
  // still be on its way (the tap on the tariff was the page's first intent), so the platform may post it instead.
  // Either way the visitor is thanked and the lead arrives once, priced by the server.
  await name.focus();
  await autofill(dialog, { name: 'Шахзод Каримов', email: 'autofill@example.uz', tel: '+998 90 111 22 33' });
  await page.keyboard.press('Enter');

  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для подтверждения заказа.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'autofill@example.uz', {
    lead_type: 'Заказ тарифа',
    plan_name: 'POPULAR',
    plan_price: '11 050 000 сум',
  });
  const mails = (await readOutbox(page, site)).filter(
    (each) => each.template_params.from_email === 'autofill@example.uz',
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]?.template_params.lead_type).toBe('⚠ Проверьте: возможно, бот — Заказ тарифа');
  // Sent sooner than the two seconds a person needs (the form's clock at opening against the server's at arrival).
  expect(mails[0]?.template_params.suspicion).toMatch(
    /^форма отправлена через [01](,\d)? с после открытия \(автозаполнение браузера или бот\)$/,
  );
});
