import type { Page } from '@playwright/test';
import { readOutbox } from '../../dev-outbox';
import { expect, type SiteFixture, test } from '../../fixtures';
import { expectLeadMail, fillContacts } from '../../lead-journey';

const consultationTitle = 'Получить бесплатную консультацию';
const consultationThanks = 'Мы свяжемся с вами в ближайшее время для назначения консультации.';

/** The mails about leads from `email` the site's gateway captured: one a stored lead. */
async function leadMailsFrom(page: Page, site: SiteFixture, email: string) {
  return (await readOutbox(page, site)).filter((mail) => mail.template_params.from_email === email);
}

/** Opens the about section's consultation dialog by its button, fills it and sends it as the page's own form. */
async function sendConsultationFromAbout(page: Page, site: SiteFixture, email: string) {
  await page.goto(site.url('/'));
  await page.locator('#about').getByRole('button', { name: 'Получить консультацию' }).click();
  const dialog = page.getByRole('dialog', { name: consultationTitle });
  await expect(dialog).toBeVisible();
  await fillContacts(dialog, { name: 'Нодира Каримова', email, phone: '+998 90 222 33 44' });
  await dialog.getByRole('textbox', { name: 'Компания' }).fill('Каримова Текстиль');
  await dialog
    .getByRole('combobox', { name: 'Интересующая услуга' })
    .selectOption({ label: 'SEO продвижение' });
  await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Хотим больше заказов с сайта');
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена!' })).toContainText(
    consultationThanks,
  );
  await expectLeadMail(page, site, email, {
    from_name: 'Нодира Каримова',
    phone: '+998 90 222 33 44',
    company: 'Каримова Текстиль',
  });
  expect(await leadMailsFrom(page, site, email)).toHaveLength(1);
}

test.describe('the consultation dialog without script', () => {
  test.use({ javaScriptEnabled: false });

  test('opens by its button at 390 px and sends one lead that the page thanks for', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await sendConsultationFromAbout(page, site, 'nodira.consultation@example.uz');
    await expect(page).toHaveURL(/[?&]sent=landing_consultation\b/);
  });

  test('comes back open with the message beside the empty phone and the other values kept', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/digital'));
    await page
      .getByRole('region', { name: 'Обсудим ваш проект' })
      .getByRole('button', { name: 'Получить консультацию' })
      .click();
    const dialog = page.getByRole('dialog', { name: consultationTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Имя' }).fill('Бахтиёр Алиев');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('bakhtiyor.noscript@example.uz');
    await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Нужен интернет-магазин');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();

    const refused = page.getByRole('dialog', { name: consultationTitle });
    await expect(refused).toBeVisible();
    const phone = refused.getByRole('textbox', { name: 'Телефон' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Введите телефон/);
    await expect(refused.getByRole('textbox', { name: 'Имя' })).toHaveValue('Бахтиёр Алиев');
    await expect(refused.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'bakhtiyor.noscript@example.uz',
    );
    await expect(refused.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('Нужен интернет-магазин');

    await phone.fill('+998 91 444 55 66');
    await refused.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена!' })).toBeVisible();
    await expectLeadMail(page, site, 'bakhtiyor.noscript@example.uz', { from_name: 'Бахтиёр Алиев' });
  });
});

test('the consultation dialog opens and sends at 1280 px when every script fails to load', async ({
  page,
  site,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await sendConsultationFromAbout(page, site, 'nodira.noscripts@example.uz');
  // The page's inline script still runs: the thanks is taken off the address, so a reload does not show it again.
  expect(new URL(page.url()).search).toBe('');
});

test.describe('the other talks without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the consultation section books a consultation', async ({ page, site }) => {
    const email = 'saida.noscript@example.uz';
    await page.goto(site.url('/'));
    const form = page.locator('#contact-form');
    await fillContacts(form, { name: 'Саида Юсупова', email, phone: '+998 93 111 22 33' });
    await form.getByRole('radio', { name: /Онлайн/ }).check();
    await form.getByRole('textbox', { name: 'Комментарий' }).fill('Удобнее вечером');
    await form.getByRole('button', { name: 'Записаться на консультацию' }).click();

    await expect(page).toHaveURL(/[?&]sent=consultation\b/);
    await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена!' })).toContainText(
      'Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.',
    );
    await expectLeadMail(page, site, email, { from_name: 'Саида Юсупова', comments: 'Удобнее вечером' });
    expect(await leadMailsFrom(page, site, email)).toHaveLength(1);
  });

  test('a service order at 390 px names its service, and the server prices it', async ({ page, site }) => {
    const email = 'rustam.noscript@example.uz';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site.url('/digital/services'));
    await page.getByRole('button', { name: 'Выбрать пакет: Мобильные приложения' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заказ услуги «Мобильные приложения»' });
    await expect(dialog.getByRole('region', { name: 'Выбранная услуга' })).toContainText(
      '15 000 000 - 40 000 000',
    );
    await fillContacts(dialog, { name: 'Рустам Назаров', email, phone: '+998 97 333 44 55' });
    await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Приложение для такси');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();

    await expect(page).toHaveURL(/[?&]sent=service_order\b/);
    await expect(page.getByRole('status').filter({ hasText: 'Заявка отправлена!' })).toContainText(
      'Мы свяжемся с вами в ближайшее время для обсуждения услуги.',
    );
    await expectLeadMail(page, site, email, {
      lead_type: 'Заказ услуги',
      plan_name: 'Мобильные приложения',
      plan_price: '15 000 000 - 40 000 000 сум',
      comments: 'Приложение для такси',
    });
    expect(await leadMailsFrom(page, site, email)).toHaveLength(1);
  });

  test('a service order without a name comes back open on its own service, the rest kept', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/digital/services'));
    await page.getByRole('button', { name: 'Отдельно: DevOps' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заказ услуги «DevOps»' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('noname.noscript@example.uz');
    await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 555 66 77');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();

    const refused = page.getByRole('dialog', { name: 'Заказ услуги «DevOps»' });
    await expect(refused).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(refused.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription(/Введите имя/);
    await expect(refused.getByRole('textbox', { name: 'Email' })).toHaveValue('noname.noscript@example.uz');
    await expect(refused.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+998 90 555 66 77');
  });
});
