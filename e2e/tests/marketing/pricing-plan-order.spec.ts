import { functionsServerKeyHeader, siteClientHeader } from 'shared-data/server';
import { expect, test } from '../../fixtures';
import { countSubmissions, expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

test('a tariff order becomes a lead and a mail with the tariff price', async ({ page, site }) => {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф POPULAR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф POPULAR' });
  await expect(dialog.getByRole('region', { name: 'Выбранный тариф' })).toContainText('11 050 000 сум');

  await fillContacts(dialog, {
    name: 'Азиз Рахимов',
    email: 'aziz.order@example.uz',
    phone: '+998 90 555 44 33',
  });
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Хотим начать в следующем месяце');
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));

  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для подтверждения заказа.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'aziz.order@example.uz', {
    lead_type: 'Заказ тарифа',
    plan_name: 'POPULAR',
    plan_price: '11 050 000 сум',
    comments: 'Хотим начать в следующем месяце',
  });
});

test('a real ambassador code brought by the visitor gives 15% off the order', async ({ page, site }) => {
  const registered = await page.request.post(
    `http://localhost:${site.ports.functions}/functions/v1/register-ambassador-simple`,
    { data: { name: 'Малика Юсупова', email: 'malika.amb@example.uz', phone: '+998 93 111 22 33' } },
  );
  expect(registered.status()).toBe(200);
  const { ambassador } = (await registered.json()) as { ambassador: { promo_code: string } };
  const code = ambassador.promo_code;
  await page.addInitScript((value) => localStorage.setItem('referralPromoCode', value), code);

  await page.goto(site.url('/pricing'));
  await expect(page.getByText(`Ваш промокод ${code} действует: скидка 15%`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
  await expect(dialog.getByRole('textbox', { name: 'Промокод' })).toHaveValue(code);
  await expect(dialog.getByText('Промокод действует: скидка 15%')).toBeVisible();
  await expect(dialog.getByText('−2 145 000 сум')).toBeVisible();
  await expect(dialog.getByText('12 155 000 сум')).toBeVisible();

  await fillContacts(dialog, { name: 'Бекзод', email: 'bekzod.promo@example.uz', phone: '998901234567' });
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'bekzod.promo@example.uz', {
    plan_name: 'BUSINESS',
    plan_price: '12 155 000 сум',
  });
});

test('an order with missing or wrong contacts is refused in Russian and sends nothing', async ({
  page,
  site,
}) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф STARTER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф STARTER' });
  const submit = dialog.getByRole('button', { name: 'Отправить заявку' });

  // Pressed at once, the send goes by the platform and the server answers; once the page is live, the form answers
  // itself. Either way the dialog stays open, the messages beside the fields and the first of them focused.
  await submit.click();
  await expect(dialog.getByText('Введите имя')).toBeVisible();
  await expect(dialog.getByText('Введите телефон')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Имя' })).toBeFocused();

  await fillContacts(dialog, { name: 'Азиз', email: 'aziz@', phone: '12345' });
  await submit.click();
  await expect(dialog.getByText('Введите корректный email')).toBeVisible();
  await expect(dialog.getByText('Проверьте номер телефона, например: +998 90 123 45 67')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Промокод' }).fill('NO-SUCH-CODE');
  await expect(dialog.getByText(/Промокод не найден — скидка 15% не применится/)).toBeVisible();
  await expect(dialog.getByText('Итого к оплате')).toBeHidden();
  expect(submissions()).toBe(0);
});

test("over the wrong promo code limit the order form says the server's own words", async ({ page, site }) => {
  // The misses count per visitor for ten minutes: this journey is a visitor of its own (named as the shell's server
  // names one), so the other journeys of this site keep checking their codes.
  const visitor = {
    [functionsServerKeyHeader]: site.env.FUNCTIONS_SERVER_KEY ?? '',
    [siteClientHeader]: '198.51.100.77',
  };
  const checkPromoCode = `http://localhost:${site.ports.functions}/functions/v1/check-promo-code`;
  await page.route(checkPromoCode, (route) =>
    route.request().method() === 'POST'
      ? route.continue({ headers: { ...route.request().headers(), ...visitor } })
      : route.continue(),
  );
  // Wrong guesses until the server refuses: every code it does not find counts.
  let refused = false;
  for (let guess = 0; guess < 20 && !refused; guess += 1) {
    const answer = await page.request.post(checkPromoCode, {
      headers: visitor,
      data: { code: 'GUESS15-2345678' },
    });
    refused = answer.status() === 429;
    if (!refused) expect(await answer.json()).toEqual({ valid: false, discount_percent: 0 });
  }
  expect(refused).toBe(true);

  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф STARTER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф STARTER' });
  const checked = page.waitForResponse(
    (response) => response.url() === checkPromoCode && response.request().method() === 'POST',
  );
  await dialog.getByRole('textbox', { name: 'Промокод' }).fill('GUESS15-ZZZZZZZ');
  expect((await checked).status()).toBe(429);
  await expect(
    dialog.getByText(/^Слишком много неверных промокодов\. Попробуйте ещё раз через \d+ мин\.$/),
  ).toBeVisible();
  await expect(dialog.getByText(/мы проверим его при обработке заявки/)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page's tariffs take an order too", async ({ page, site }) => {
    await page.goto(site.url('/#pricing'));
    await page.locator('#pricing').getByRole('button', { name: 'Выбрать тариф STARTER' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заявка на тариф STARTER' });
    await expect(dialog.getByRole('region', { name: 'Выбранный тариф' })).toContainText('6 500 000 сум');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await fillContacts(dialog, {
      name: 'Мадина Юсупова',
      email: 'madina@example.uz',
      phone: '+998 93 111 22 33',
    });
    await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
    await expect(dialog).toBeHidden();
    await expectLeadMail(page, site, 'madina@example.uz', {
      plan_name: 'STARTER',
      plan_price: '6 500 000 сум',
    });
  });
});
