import type { APIRequestContext, Page } from '@playwright/test';
import { type OutboxSite, readOutbox } from '../../dev-outbox';
import { expect, type SiteFixture } from '../../fixtures';

/** An ambassador registered straight through the function, with the dashboard token. */
export async function registerAmbassador(
  request: APIRequestContext,
  site: Pick<SiteFixture, 'ports'>,
  person: { name: string; email: string },
) {
  const answer = await request.post(
    `http://localhost:${site.ports.functions}/functions/v1/register-ambassador-simple`,
    { data: person },
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    token: string;
    ambassador: { promo_code: string; referral_link: string };
  };
}

/** Opens /ambassador with the dashboard token already kept on this device. */
export async function openDashboard(page: Page, site: Pick<SiteFixture, 'url'>, token: string) {
  await page.addInitScript((value) => localStorage.setItem('ambassadorToken', value), token);
  await page.goto(site.url('/ambassador'));
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинет амбассадора' })).toBeVisible();
}

/** The one-time code mailed to `email`, read from the dev outbox. */
export async function mailedCode(page: Page, site: OutboxSite, email: string) {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await readOutbox(page, site);
      code = mails.find((mail) => mail.template_params.to_email === email && mail.template_params.code)
        ?.template_params.code as string;
      return code;
    })
    .toMatch(/^\d{8}$/);
  return code;
}

/** The figure of one dashboard card, e.g. "Рефералы". */
export const dashboardFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Ваша статистика' })
    .locator('div', { has: page.getByRole('term').filter({ hasText: label }) })
    .locator('dd');
