import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { transitionsDone } from '../../axe-scans';
import { expect, test } from '../../fixtures';
import { openDashboard, registerAmbassador } from './ambassador-steps';

async function expectCleanPage(page: Page, name: string, width: number) {
  await transitionsDone(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Kept with the test's output for a person to look at.
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('the registration form, the code login and the dashboard pass axe', async ({ page, site }) => {
      const email = `aziza.${width}@example.uz`;
      const { token } = await registerAmbassador(page.request, site, { name: 'Азиза Каримова', email });
      await page.goto(site.url('/ambassador'));
      await expect(page.getByRole('button', { name: 'Стать амбассадором' })).toBeVisible();
      await expectCleanPage(page, 'registration', width);

      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByRole('button', { name: 'Отправить код' }).click();
      await expect(page.getByRole('textbox', { name: /Код из письма/ })).toBeVisible();
      await expectCleanPage(page, 'code-login', width);

      await openDashboard(page, site, token);
      await expect(page.getByRole('textbox', { name: 'Ваш промокод' })).toHaveValue(/^AZIZA15/);
      await expectCleanPage(page, 'dashboard', width);
    });

    test('the referral landing passes axe', async ({ page, site }) => {
      const { ambassador } = await registerAmbassador(page.request, site, {
        name: 'Шахзод Рахимов',
        email: `shahzod.${width}@example.uz`,
      });
      await page.goto(ambassador.referral_link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Специальное предложение от Шахзода' }),
      ).toBeVisible();
      await expectCleanPage(page, 'referral', width);

      await page.goto(site.url('/ambassador/unknown000'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Специальное предложение от нашего амбассадора' }),
      ).toBeVisible();
      await expect(page.getByText('Промокод — у вашего амбассадора')).toBeVisible();
      await expect(page.getByText('СКИДКА 15% на все тарифы')).toBeVisible();
      await expectCleanPage(page, 'referral-unknown', width);
    });
  });
}

test('a referral link arrives with its inviter in the page, the title and the preview', async ({
  page,
  request,
  site,
}) => {
  const { ambassador } = await registerAmbassador(request, site, {
    name: 'Лола Каримова',
    email: 'lola.preview@example.uz',
  });
  const response = await request.get(ambassador.referral_link);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Специальное предложение от Лолы</title>');
  expect(html).toContain('<meta property="og:title" content="Специальное предложение от Лолы" />');
  expect(html).toContain('<meta property="og:description" content="Скидка 15% от Лолы на все тарифы');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toContain('Каримова');
  const markup = html.slice(html.indexOf('<div id="app-ambassador-app" data-rendered-path="/referral/'));
  expect(markup).toContain('>Специальное предложение от Лолы</h1>');
  expect(markup).toContain(ambassador.promo_code);

  // The page hydrates that markup (a hydration warning fails the test) and keeps the code for the order forms.
  await page.goto(ambassador.referral_link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Специальное предложение от Лолы' }),
  ).toBeVisible();
  await page.getByRole('link', { name: /Выбрать тариф со скидкой/ }).click();
  await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Промокод' })).toHaveValue(
    ambassador.promo_code,
  );
});

test('a link with an unknown id gets the generic offer, 200 and noindex', async ({ request, site }) => {
  const response = await request.get(site.url('/referral/unknown000'));
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Специальное предложение</title>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain('>Специальное предложение от нашего амбассадора</h1>');
  // No code is promised that the order form would refuse: the page says where the code comes from.
  expect(html).toContain('Мы не нашли амбассадора по этой ссылке');
  // The spec's badge: the discount is real, the code comes from the ambassador.
  expect(html).toContain('>СКИДКА 15% на все тарифы<');
  expect(html).not.toContain('Ваш промокод');
  expect(html).not.toContain('AMBASSADOR15');
});

test('the referral landing keeps its code for a tariff chosen later from the menu', async ({
  page,
  request,
  site,
}) => {
  const { ambassador } = await registerAmbassador(request, site, {
    name: 'Дильноза Азимова',
    email: 'dilnoza.kept@example.uz',
  });
  await page.goto(site.url(`/referral/${ambassador.referral_link.split('/referral/')[1]?.split('?')[0]}`));
  await expect(page.getByText('Промокод сохранён', { exact: false })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('referralPromoCode')))
    .toBe(ambassador.promo_code);

  // The menu's link carries no code: the order form finds the one the landing kept.
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Тарифы' }).click();
  await expect(page).toHaveURL(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Промокод' })).toHaveValue(
    ambassador.promo_code,
  );
});
