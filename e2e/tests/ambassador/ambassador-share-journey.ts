import type { Page } from '@playwright/test';
import type { JourneyFixtures } from '../../fixtures';
import { axeClean, expect, type SiteFixture, secondManagerEmail, test } from '../../fixtures';
import { signIn } from '../admin/admin-steps';
import { openDashboard, registerAmbassador } from './ambassador-steps';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Today in Tashkent as the site writes a date: «26 ноября 2026 г.». */
const tashkentToday = () =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Asia/Tashkent',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());

// Code mails are limited per address: the journeys sign the manager in once and keep the session, as a browser does.
let keptSession: string | null = null;

async function openInbox(page: Page, site: SiteFixture) {
  if (keptSession) {
    await page.addInitScript((session) => localStorage.setItem('adminSession', session), keptSession);
    await page.goto(site.url('/admin'));
    await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
    return;
  }
  await signIn(page, site, secondManagerEmail);
  keptSession = await page.evaluate(() => localStorage.getItem('adminSession'));
}

/** An ambassador shares the link in one tap, downloads its QR code, and sees a referral paid out. */
export async function shareAndGetPaid({ browser, page, site }: JourneyFixtures, width: number) {
  test.setTimeout(180_000);
  const { token, ambassador } = await registerAmbassador(page.request, site, {
    name: 'Нодира Саидова',
    email: `nodira.${width}@example.uz`,
  });
  await openDashboard(page, site, token);

  // Headless Chromium has no share sheet: the links to share in Telegram and WhatsApp take its place.
  const message = `Скидка 15% на все тарифы по моей ссылке. Промокод: ${ambassador.promo_code}`;
  await expect(page.getByRole('link', { name: 'Поделиться в Telegram' })).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(ambassador.referral_link)}&text=${encodeURIComponent(message)}`,
  );
  await expect(page.getByRole('link', { name: 'Поделиться в WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${message} ${ambassador.referral_link}`)}`,
  );

  await expect(page.getByRole('img', { name: 'QR-код вашей реферальной ссылки' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать QR-код (PNG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`qr-${ambassador.promo_code}.png`);
  const png = Buffer.concat(await (await file.createReadStream()).toArray());
  expect([...png.subarray(0, 8)]).toEqual(pngSignature);
  await expect(page.getByText('Пока никто не оставил заявку по вашему промокоду или ссылке.')).toBeVisible();
  await axeClean(page);

  // A visitor orders a tariff with the ambassador's code, as the pricing page's form sends it.
  const buyer = {
    name: 'Азиз Каримов',
    // No digits: the inbox's search also matches phones by the digits of what is typed.
    email: `aziz.share.${width === 390 ? 'narrow' : 'wide'}@example.uz`,
    phone: `+998 90 ${width === 390 ? '390' : '128'} 44 55`,
  };
  const ordered = await page.request.post(
    `http://localhost:${site.ports.functions}/functions/v1/submit-application`,
    { data: { type: 'plan_order', ...buyer, plan_name: 'BUSINESS', promo_code: ambassador.promo_code } },
  );
  expect(ordered.status()).toBe(200);

  await page.reload();
  const referrals = page.getByRole('list', { name: 'Заявки по вашему промокоду и ссылке, новые сверху' });
  const referral = referrals.getByRole('listitem');
  await expect(referral).toHaveCount(1);
  await expect(referral).toContainText('Азиз К.');
  await expect(referral).toContainText('Новая заявка');
  await expect(referral).toContainText('Тариф: BUSINESS');
  for (const hidden of ['Каримов', buyer.email, buyer.phone]) {
    await expect(page.locator('body')).not.toContainText(hidden);
  }

  // The team wins the lead and, once the commission is transferred, marks it paid in the inbox.
  const team = await browser.newContext({ locale: 'ru-RU', viewport: { width, height: 900 } });
  const manager = await team.newPage();
  await openInbox(manager, site);
  await manager.getByRole('searchbox', { name: 'Имя, email или телефон' }).fill(buyer.email);
  await manager.getByRole('button', { name: 'Показать' }).click();
  await expect(manager.getByText('Всего: 1', { exact: true })).toBeVisible();
  await manager.getByRole('button', { name: `Открыть заявку: ${buyer.name}` }).click();
  await manager
    .getByRole('dialog', { name: `${buyer.name} — Новая` })
    .getByRole('button', { name: 'Взять в работу' })
    .click();
  await manager
    .getByRole('dialog', { name: `${buyer.name} — В работе` })
    .getByRole('button', { name: 'Сделка заключена' })
    .click();
  const payout = manager
    .getByRole('dialog', { name: `${buyer.name} — Сделка` })
    .getByRole('region', { name: 'Выплата комиссии' });
  await expect(payout).toContainText('Когда переведёте комиссию амбассадору, отметьте выплату');
  await payout.getByRole('button', { name: 'Комиссия выплачена' }).click();
  await expect(payout.getByRole('status')).toHaveText(
    new RegExp(
      `^Комиссия выплачена ${tashkentToday()}, \\d{1,2}:\\d{2}, отметил\\(а\\) ${secondManagerEmail}$`,
    ),
  );
  await expect(payout.getByRole('button', { name: 'Комиссия выплачена' })).toHaveCount(0);
  await axeClean(manager);
  await team.close();

  // The ambassador sees the commission paid out, with the date, and the month's earnings.
  await page.reload();
  await expect(referral).toContainText('Сделка заключена');
  await expect(referral).toContainText(`Комиссия: 1 823 250 сум — выплачено ${tashkentToday()}`);
  const months = page.getByRole('table', { name: 'Заработок по месяцам' });
  await expect(months.getByRole('row').nth(1)).toContainText('1 823 250 сум1 823 250 сум');
  await axeClean(page);
}
