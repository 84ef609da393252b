import type { Page } from '@playwright/test';
import { readOutbox } from '../../dev-outbox';
import { expect, managerEmail, type SiteFixture } from '../../fixtures';

const codesOf = async (page: Page, site: SiteFixture, email: string) =>
  (await readOutbox(page, site))
    .filter((mail) => mail.template_params.to_email === email && mail.template_params.code)
    .map((mail) => mail.template_params.code as string);

/**
 * A manager signs in on /admin (or the inbox address given) with the newest code the dev outbox shows. Code mails
 * are limited to 3 per address in 15 minutes, so journeys sign in as different managers.
 */
export async function signIn(page: Page, site: SiteFixture, email = managerEmail, path = '/admin') {
  const before = (await codesOf(page, site, email)).length;
  await page.goto(site.url(path));
  await page.getByRole('textbox', { name: /Рабочий email/ }).fill(email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(/пришёл код из 8 цифр/)).toBeVisible();
  await expect.poll(async () => (await codesOf(page, site, email)).length).toBe(before + 1);
  const code = (await codesOf(page, site, email)).at(-1) ?? '';
  await page.getByRole('textbox', { name: /Код из письма/ }).fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await expect(page.getByText(`Вы вошли как ${email}`)).toBeVisible();
}
