import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { onASlowPhone } from '../../visitor';

/**
 * A visitor on a mid-range phone acts the moment the page shows: 4× CPU slowdown and a slow network (150 ms, 1.6
 * Mbit/s down), a click or typing right after `domcontentloaded`, while the scripts are still on their way.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function openSlowly(page: Page, url: string, slowdown = 4) {
  await onASlowPhone(page, slowdown);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

const slowLive = { timeout: 30_000 };

const dialogButtons: { path: string; button: string; dialog: RegExp }[] = [
  { path: '/', button: 'Рассчитать стоимость', dialog: /Калькулятор/ },
  { path: '/pricing', button: 'Индивидуальный тариф', dialog: /тариф/i },
  { path: '/digital', button: 'Собрать проект', dialog: /проект/i },
  { path: '/digital/services', button: 'Техническая консультация', dialog: /консультац/i },
  { path: '/ambassador', button: 'Меню', dialog: /Меню/ },
  { path: '/blog', button: 'Меню', dialog: /Меню/ },
];

for (const { path, button, dialog } of dialogButtons) {
  test(`${path}: a click on "${button}" as soon as the page shows opens its dialog`, async ({
    page,
    site,
  }) => {
    await openSlowly(page, site.url(path));
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible(slowLive);
  });
}

test('/: a query typed at once into the service search finds services once the page is live', async ({
  page,
  site,
}) => {
  await openSlowly(page, site.url('/'));
  const search = page.getByRole('searchbox');
  await search.pressSequentially('таргет');
  await expect(page.getByRole('status').filter({ hasText: /Найден/ })).toBeVisible(slowLive);
  await expect(search).toHaveValue('таргет');
});

/**
 * Sent before the page is live, the form goes as the platform's post and the server hands the dashboard's session to
 * the early script; sent once it is, the live form signs in. Either way the dashboard opens, greeting the name typed
 * at once.
 */
test('/ambassador: a name and e-mail typed at once are kept and sent', async ({ page, site }) => {
  await openSlowly(page, site.url('/ambassador'));
  await page.getByRole('textbox', { name: /Полное имя/ }).fill('Лола Каримова');
  await page.getByRole('textbox', { name: /Email/ }).fill(`early-${Date.now()}@example.uz`);
  await expect(page.getByRole('textbox', { name: /Полное имя/ })).toHaveValue('Лола Каримова');
  await page.getByRole('button', { name: 'Стать амбассадором' }).click();
  await expect(page.getByRole('heading', { name: 'Кабинет амбассадора' })).toBeVisible(slowLive);
  await expect(page.getByText(/Здравствуйте, Лола/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ваш промокод' })).toHaveValue(/^LOLA15-/);
});

test('/blog: an e-mail typed at once into the newsletter box is the one checked', async ({ page, site }) => {
  await openSlowly(page, site.url('/blog'));
  const box = page.getByRole('region', { name: 'Подписка на статьи' });
  await box.getByRole('textbox', { name: 'Email' }).fill('reader@example.uz');
  await box.getByRole('button', { name: 'Подписаться' }).click();
  await expect(box.getByRole('status')).toContainText('Подписка пока недоступна', slowLive);
  await expect(box.getByRole('textbox', { name: 'Email' })).toHaveValue('reader@example.uz');
});

test('/: a meeting format chosen at once in the consultation form stays chosen once the page is live', async ({
  page,
  site,
}) => {
  await openSlowly(page, site.url('/#contact-form'));
  const form = page.locator('#contact-form');
  await form.getByRole('radio', { name: /Онлайн/ }).check();
  await form.getByRole('textbox', { name: 'Имя' }).fill('Нодира Каримова');
  // Typing reaches the live form: the search below answers only once the page is live.
  const search = page.getByRole('searchbox');
  await search.fill('таргет');
  await expect(page.getByRole('status').filter({ hasText: /Найден/ })).toBeVisible(slowLive);
  await expect(form.getByRole('radio', { name: /Онлайн/ })).toBeChecked();
  // The live form holds the choice too: another field typed into later re-renders the group without losing it.
  await form.getByRole('textbox', { name: 'Email' }).fill('nodira@example.uz');
  await expect(form.getByRole('radio', { name: /Онлайн/ })).toBeChecked();
});

/**
 * An empty send before the page is live goes as the platform's post and comes back with a message under each field.
 * The visitor puts them right and presses a meeting format at once: the phone's message, which goes as the phone is
 * left, waits for the press to end, so the press is the radio's and not a miss beside it.
 */
test('/: a meeting format pressed right after the refused fields are put right is the one chosen and sent', async ({
  page,
  site,
}) => {
  await openSlowly(page, site.url('/#contact-form'), 6);
  const form = page.locator('#contact-form');
  const send = form.getByRole('button', { name: 'Записаться на консультацию' });
  await send.click();
  await expect(form.getByText('Введите имя')).toBeVisible(slowLive);
  await form.getByRole('textbox', { name: 'Имя' }).fill('Нодира Каримова');
  await form.getByRole('textbox', { name: 'Email' }).fill('nodira.slow@example.uz');
  await form.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 123 45 67');
  await form.getByRole('radio', { name: /Онлайн/ }).check();
  await send.click();
  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.'),
  ).toBeVisible(slowLive);
});

test('/referral/…: the promo code of the referral link is in the tariff order the visitor opens at once', async ({
  page,
  site,
}) => {
  const registered = await page.request.post(
    `http://localhost:${site.ports.functions}/functions/v1/register-ambassador-simple`,
    { data: { name: 'Дилноза Умарова', email: 'dilnoza.slow@example.uz', phone: '+998 93 222 33 44' } },
  );
  const { ambassador } = (await registered.json()) as {
    ambassador: { promo_code: string; referral_link: string };
  };
  const code = ambassador.promo_code;
  // A low-end phone: its first paint of the next page comes before the rest of that page's markup.
  await openSlowly(page, ambassador.referral_link, 8);
  await page.getByRole('link', { name: /Выбрать тариф со скидкой/ }).click();
  // The scripts the landing fetched come from the cache here, sooner than the rest of this page's markup.
  await expect(page).toHaveURL(site.url(`/pricing?code=${encodeURIComponent(code)}`));
  await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
  await expect(dialog.getByRole('textbox', { name: 'Промокод' })).toHaveValue(code, slowLive);
  await expect(dialog.getByText('Промокод действует: скидка 15%')).toBeVisible(slowLive);
});
