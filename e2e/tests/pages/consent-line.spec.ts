import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';

const consentLink = (scope: Locator) =>
  scope.getByRole('link', { name: 'политикой конфиденциальности (откроется в новой вкладке)' });

/** The form shows the consent line with its link to /privacy, and its send button is described by that line. */
async function expectConsent(form: Locator, send: string) {
  const link = consentLink(form);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/privacy');
  await expect(form.getByRole('button', { name: send })).toHaveAccessibleDescription(
    /^Отправляя форму, вы соглашаетесь с политикой конфиденциальности/,
  );
}

test('the home page contact form carries the consent line in its raw HTML and on screen', async ({
  page,
  request,
  site,
}) => {
  const html = await (await request.get(site.url('/'))).text();
  const form = html.slice(html.indexOf('data-island="ConsultationSectionForm"'));
  expect(form).toMatch(/^[\s\S]*?Отправляя форму, вы соглашаетесь с <a href="\/privacy"/);

  await page.goto(site.url('/#contact-form'));
  await expectConsent(page.locator('#contact-form'), 'Записаться на консультацию');
});

test('the plan order dialog on /pricing carries the consent line', async ({ page, site }) => {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф POPULAR' }).click();
  await expectConsent(page.getByRole('dialog', { name: 'Заявка на тариф POPULAR' }), 'Отправить заявку');
});

test('the ambassador registration carries the consent line in its raw HTML and on screen', async ({
  page,
  request,
  site,
}) => {
  expect(await (await request.get(site.url('/ambassador'))).text()).toContain(
    'Отправляя форму, вы соглашаетесь с <a href="/privacy"',
  );
  await page.goto(site.url('/ambassador'));
  const form = page
    .getByRole('form')
    .filter({ has: page.getByRole('button', { name: 'Стать амбассадором' }) });
  await expectConsent(form, 'Стать амбассадором');
});

test('the newsletter form carries the consent line', async ({ page, site }) => {
  await page.goto(site.url('/blog'));
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Подписаться' }) });
  await expectConsent(form, 'Подписаться');
});

for (const width of [390, 1280]) {
  test(`the consent line reads on one screen with its button at ${width} px`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(site.url('/#contact-form'));
    const form = page.locator('#contact-form');
    const line = form.getByText(/^Отправляя форму, вы соглашаетесь/);
    const box = await line.boundingBox();
    const formBox = await form.boundingBox();
    expect(box && formBox).toBeTruthy();
    if (!box || !formBox) return;
    // Inside the form's column, and no smaller than the fine print of the rest of the site.
    expect(box.x).toBeGreaterThanOrEqual(formBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5);
    const fontSize = await line.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(14);
  });
}
