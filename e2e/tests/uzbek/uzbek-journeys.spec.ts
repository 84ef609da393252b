import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import {
  countSubmissions,
  expectLeadMail,
  fillContacts,
  submitLead,
  uzbekContactLabels,
} from '../../lead-journey';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    /** The switch where a visitor finds it at this width: in the header, or in the menu sheet on a phone. */
    const languageLink = async (page: Page, name: string) => {
      if (width > 500) return page.getByRole('banner').getByRole('link', { name });
      await page.getByRole('button', { name: /^(Меню|Menyu)$/ }).click();
      return page.getByRole('dialog').getByRole('link', { name });
    };

    test('the switch leads to the same page in the other language and back, keeping the section and the code', async ({
      page,
      site,
    }) => {
      await page.goto(site.url('/pricing?code=LOLA15-7KQ3XWP#plans'));
      await (await languageLink(page, 'O‘zbekcha')).click();
      await expect(page).toHaveURL(site.url('/uz/pricing?code=LOLA15-7KQ3XWP#plans'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
      await expect(page.getByRole('button', { name: 'POPULAR tarifini tanlash' })).toBeVisible();

      await (await languageLink(page, 'Русский')).click();
      await expect(page).toHaveURL(site.url('/pricing?code=LOLA15-7KQ3XWP#plans'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByRole('button', { name: 'Выбрать тариф POPULAR' })).toBeVisible();
    });

    test('the choice is remembered: the site’s address opens in the language chosen last, never by the browser’s', async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({ locale: 'uz-UZ', viewport: { width, height: 900 } });
      const page = await context.newPage();
      // A browser set to Uzbek is not sent anywhere on its own.
      await page.goto(site.url('/'));
      await expect(page).toHaveURL(site.url('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

      await (await languageLink(page, 'O‘zbekcha')).click();
      await expect(page).toHaveURL(site.url('/uz'));
      await page.goto(site.url('/'));
      await expect(page).toHaveURL(site.url('/uz'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'uz');

      await (await languageLink(page, 'Русский')).click();
      await expect(page).toHaveURL(site.url('/'));
      await page.goto(site.url('/'));
      await expect(page).toHaveURL(site.url('/'));
      await context.close();
    });
  });
}

test('an Uzbek tariff order is refused in Uzbek, then sent and stored as Uzbek, the team told so', async ({
  page,
  site,
}) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/uz/pricing'));
  await page.getByRole('button', { name: 'POPULAR tarifini tanlash' }).click();
  const dialog = page.getByRole('dialog', { name: 'POPULAR tarifiga ariza' });
  await expect(dialog.getByRole('region', { name: 'Tanlangan tarif' })).toContainText('11 050 000 so‘m');
  const submit = dialog.getByRole('button', { name: 'Ariza yuborish' });

  // Pressed at once, the send goes by the platform and the server answers in the page's language; once the page is
  // live, the form answers itself in it. Either way the dialog stays open with the messages beside the fields.
  await submit.click();
  await expect(dialog.getByText('Ismingizni kiriting')).toBeVisible();
  await expect(dialog.getByText('Telefon raqamingizni kiriting')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Ism' })).toBeFocused();

  await fillContacts(dialog, { name: 'Aziz', email: 'aziz@', phone: '12345' }, uzbekContactLabels);
  await submit.click();
  await expect(dialog.getByText('Email manzilini to‘g‘ri kiriting')).toBeVisible();
  await expect(dialog.getByText('Telefon raqamini tekshiring, masalan: +998 90 123 45 67')).toBeVisible();
  expect(submissions()).toBe(0);

  const contact = { name: 'Aziz Rahimov', email: 'aziz.uz.order@example.uz', phone: '+998 90 555 44 34' };
  await fillContacts(dialog, contact, uzbekContactLabels);
  await dialog.getByRole('textbox', { name: 'Izoh' }).fill('Keyingi oy boshlamoqchimiz');
  await submitLead(page, submit);
  await expect(page.getByText('Buyurtmani tasdiqlash uchun tez orada siz bilan bog‘lanamiz.')).toBeVisible();
  await expectLeadMail(page, site, 'aziz.uz.order@example.uz', {
    lead_type: 'Заказ тарифа',
    plan_name: 'POPULAR',
    plan_price: '11 050 000 сум',
    comments: 'Keyingi oy boshlamoqchimiz',
    language: 'узбекский',
  });
});

test('an Uzbek referral link names its ambassador in Uzbek, in the page and in its preview', async ({
  page,
  site,
}) => {
  const registered = await page.request.post(
    `http://localhost:${site.ports.functions}/functions/v1/register-ambassador-simple`,
    { data: { name: 'Lola Karimova', email: 'lola.uz.amb@example.uz', phone: '+998 93 111 22 34' } },
  );
  expect(registered.status()).toBe(200);
  const { ambassador } = (await registered.json()) as {
    ambassador: { promo_code: string; referral_link: string };
  };
  const referral = new URL(ambassador.referral_link);
  const uzbekLink = site.url(`/uz${referral.pathname}${referral.search}`);

  const raw = await (await page.request.get(uzbekLink)).text();
  expect(raw).toMatch(/<html lang="uz">/);
  expect(raw).toContain('<title>Lola sizga maxsus taklif yubordi</title>');
  const picture = /<meta property="og:image" content="([^"]+)"/.exec(raw)?.[1] ?? '';
  expect(picture).toMatch(/\/og\/referral\/[0-9a-z]+\.uz\.png$/);
  const image = await page.request.get(picture);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(/<meta property="og:image:alt" content="([^"]+)"/.exec(raw)?.[1]).toBe(
    'Lola sizga 15% chegirma sovg‘a qiladi',
  );

  await page.goto(uzbekLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lola sizga maxsus taklif yubordi');
  await expect(page.getByText(ambassador.promo_code).first()).toBeVisible();
});

test('the Russian journey is unchanged beside it: the switch reads «O‘zbekcha» and the order is Russian', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/pricing'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'O‘zbekcha' })).toHaveAttribute(
    'href',
    '/uz/pricing',
  );
  await page.getByRole('button', { name: 'Выбрать тариф STARTER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф STARTER' });
  await fillContacts(dialog, {
    name: 'Азиз',
    email: 'aziz.ru.beside@example.uz',
    phone: '+998 90 555 44 35',
  });
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  await expectLeadMail(page, site, 'aziz.ru.beside@example.uz', {
    plan_name: 'STARTER',
    language: 'русский',
  });
});
