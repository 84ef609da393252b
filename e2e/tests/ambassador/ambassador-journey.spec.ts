import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectLeadMail, fillContacts } from '../../lead-journey';
import { dashboardFigure, mailedCode } from './ambassador-steps';

const repoRoot = join(import.meta.dirname, '../../..');

test('an ambassador registers, shares the link, and earns from the order it brings', async ({
  browser,
  page,
  site,
}) => {
  test.setTimeout(180_000);
  const email = 'malika.ambassador@example.uz';
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url('') });

  await page.goto(site.url('/ambassador'));
  await page.getByRole('textbox', { name: /Полное имя/ }).fill('Малика Юсупова');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  // Sent by the live form or, pressed before the page is live, by the platform: the dashboard opens either way.
  await page.getByRole('button', { name: 'Стать амбассадором' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет амбассадора' })).toBeVisible();
  const promo = page.getByRole('textbox', { name: 'Ваш промокод' });
  await expect(promo).toHaveValue(/^MALIKA15-[2-9A-HJKMNP-Z]{7}$/);
  const code = await promo.inputValue();
  const link = await page.getByRole('textbox', { name: 'Реферальная ссылка' }).inputValue();
  expect(link).toBe(site.url(`/referral/${link.split('/referral/')[1]}`));
  await expect(dashboardFigure(page, 'Рефералы')).toHaveText('0');
  await expect(dashboardFigure(page, 'Заработано')).toHaveText('0 сум');
  await expect(dashboardFigure(page, 'Статус')).toHaveText('Активен');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Ваш промокод' })).toHaveValue(code);

  await page.getByRole('button', { name: 'Копировать: Ваш промокод' }).click();
  await expect(page.getByText('Данные скопированы в буфер обмена').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скопировано: Ваш промокод' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByRole('button', { name: 'Копировать: Ваш промокод' })).toBeVisible({ timeout: 4000 });

  // Another device knows the e-mail, but sees nothing private until it enters the mailed code.
  const other = await browser.newContext({ locale: 'ru-RU' });
  const device = await other.newPage();
  const answers: string[] = [];
  const read = async (response: Response) => {
    if (response.url().includes('/functions/v1/')) answers.push(await response.text().catch(() => ''));
  };
  device.on('response', read);
  await device.goto(site.url('/ambassador'));
  await device.getByRole('textbox', { name: /Email/ }).fill(email);
  await expect(device.getByRole('heading', { name: 'Этот email уже зарегистрирован' })).toBeVisible();
  await device.getByRole('button', { name: 'Отправить код' }).click();
  await expect(device.getByText(/мы отправили на него код/)).toBeVisible();
  for (const text of [code, 'total_earnings', 'total_referrals']) {
    expect(answers.join('\n')).not.toContain(text);
    await expect(device.locator('body')).not.toContainText(text);
  }
  await device.getByRole('textbox', { name: /Код из письма/ }).fill(await mailedCode(device, site, email));
  await device.getByRole('button', { name: 'Войти в кабинет' }).click();
  await expect(device.getByRole('textbox', { name: 'Ваш промокод' })).toHaveValue(code);
  await other.close();

  // A visitor follows the referral link and orders a tariff: the code is prefilled and the server gives 15%.
  const visitorContext = await browser.newContext({ locale: 'ru-RU' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Специальное предложение от Малики' }),
  ).toBeVisible();
  await expect(visitor.getByText(code, { exact: true })).toBeVisible();
  await visitor.getByRole('link', { name: /Выбрать тариф со скидкой/ }).click();
  await expect(visitor).toHaveURL(site.url(`/pricing?code=${encodeURIComponent(code)}`));
  await visitor.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
  await expect(dialog.getByRole('textbox', { name: 'Промокод' })).toHaveValue(code);
  await expect(dialog.getByText('Промокод действует: скидка 15%')).toBeVisible();
  await fillContacts(dialog, {
    name: 'Бекзод Алиев',
    email: 'bekzod.referral@example.uz',
    phone: '+998 90 765 43 21',
  });
  const submitted = visitor.waitForResponse((response) =>
    response.url().endsWith('/functions/v1/submit-application'),
  );
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  const order = (await (await submitted).json()) as {
    id: string;
    discount_amount: number;
    final_price: number;
  };
  expect(order).toMatchObject({ success: true, discount_amount: 2_145_000, final_price: 12_155_000 });
  await expectLeadMail(visitor, site, 'bekzod.referral@example.uz', {
    plan_name: 'BUSINESS',
    plan_price: '12 155 000 сум',
  });
  await visitorContext.close();

  await page.reload();
  await expect(dashboardFigure(page, 'Рефералы')).toHaveText('1');
  await expect(dashboardFigure(page, 'Заработано')).toHaveText('0 сум');

  // The agency confirms the payment from the command line while the site runs; the commission shows on the dashboard.
  const confirmed = execFileSync('npm', ['run', '--silent', 'admin', '--', 'confirm-order', order.id], {
    cwd: repoRoot,
    env: site.env,
    encoding: 'utf8',
  });
  expect(confirmed).toContain(order.id);
  await page.reload();
  await expect(dashboardFigure(page, 'Заработано')).toHaveText('1 823 250 сум');

  // Logging out ends the token on the server too, not only on this device.
  const token = await page.evaluate(() => localStorage.getItem('ambassadorToken'));
  const loggedOut = page.waitForResponse((response) =>
    response.url().endsWith('/functions/v1/ambassador-logout'),
  );
  await page.getByRole('button', { name: 'Выйти' }).click();
  expect(await (await loggedOut).json()).toEqual({ ok: true });
  await expect(page.getByRole('button', { name: 'Стать амбассадором' })).toBeVisible();
  const me = await page.request.post(`http://localhost:${site.ports.functions}/functions/v1/ambassador-me`, {
    data: {},
    headers: { 'x-ambassador-token': token ?? '' },
  });
  expect(me.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Стать амбассадором' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(code);
});

test('a registration without name or e-mail is refused in Russian and sends nothing', async ({
  page,
  site,
}) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/register-ambassador-simple')) requests += 1;
  });
  await page.goto(site.url('/ambassador'));
  const submit = page.getByRole('button', { name: 'Стать амбассадором' });
  // Pressed at once, the button sends by the platform and the server answers; once the page is live, the form
  // answers itself. Either way the messages stand beside the fields, and nothing reaches the functions.
  await submit.click();
  await expect(page.getByText('Введите имя')).toBeVisible();
  await expect(page.getByText('Введите email')).toBeVisible();

  await page.getByRole('textbox', { name: /Полное имя/ }).fill('Азиз');
  await page.getByRole('textbox', { name: /Email/ }).fill('aziz@');
  await page.getByRole('textbox', { name: /Телефон/ }).fill('12345');
  await submit.click();
  await expect(page.getByText('Введите корректный email')).toBeVisible();
  await expect(page.getByText('Проверьте номер телефона, например: +998 90 123 45 67')).toBeVisible();
  expect(requests).toBe(0);
});
