import type { Locator, Page } from '@playwright/test';
import { expect, type SiteFixture } from './fixtures';

/** People take more than 2 s to fill a form; faster submissions are refused as bots. */
export const humanPauseMs = 2100;

/** Fills the contact fields every lead form has. */
export async function fillContacts(scope: Locator, contact: { name: string; email: string; phone: string }) {
  await scope.getByRole('textbox', { name: 'Имя' }).fill(contact.name);
  await scope.getByRole('textbox', { name: 'Email' }).fill(contact.email);
  await scope.getByRole('textbox', { name: 'Телефон' }).fill(contact.phone);
}

/** Clicks the submit button after the human pause and returns the submit-application answer. */
export async function submitLead(page: Page, submit: Locator) {
  await page.waitForTimeout(humanPauseMs);
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/functions/v1/submit-application'),
  );
  await submit.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, id: expect.any(String) });
}

/** Counts the submit-application calls a page makes from now on. */
export function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/submit-application')) count += 1;
  });
  return () => count;
}

/** Waits for the agency's notification mail about the lead from `email` in the dev outbox. */
export async function expectLeadMail(
  page: Page,
  site: { ports: Pick<SiteFixture['ports'], 'functions'> },
  email: string,
  params: Record<string, unknown>,
) {
  const outbox = `http://localhost:${site.ports.functions}/dev/outbox`;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(outbox)).json()) as {
        template_params: Record<string, string>;
      }[];
      return mails.find((mail) => mail.template_params.from_email === email)?.template_params;
    })
    .toMatchObject(params);
}
