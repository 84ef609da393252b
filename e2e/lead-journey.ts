import type { Locator, Page } from '@playwright/test';
import { type OutboxSite, readOutbox } from './dev-outbox';
import { expect } from './fixtures';

/** Fills the contact fields every lead form has. */
export async function fillContacts(scope: Locator, contact: { name: string; email: string; phone: string }) {
  await scope.getByRole('textbox', { name: 'Имя' }).fill(contact.name);
  await scope.getByRole('textbox', { name: 'Email' }).fill(contact.email);
  await scope.getByRole('textbox', { name: 'Телефон' }).fill(contact.phone);
}

/** Clicks the submit button and checks the submit-application answer. */
export async function submitLead(page: Page, submit: Locator) {
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

/**
 * Waits for the agency's notification mail about the lead from `email` in the dev outbox. A test fills forms at
 * machine speed, so its lead may be flagged (the team's warning before the lead type); the journeys compare the
 * lead type without it, and `autofill-speed.spec.ts` checks the flag itself.
 */
/** The warning the team's mail puts before the type of a lead that looks machine-sent. */
const suspectedMark = '⚠ Проверьте: возможно, бот — ';

/** The mail's parameters with every no-break space (U+00A0) a plain one. */
const asRead = <Params extends Record<string, unknown>>(params: Params): Params =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\u00a0/g, ' ') : value,
    ]),
  ) as Params;

export async function expectLeadMail(
  page: Page,
  site: OutboxSite,
  email: string,
  params: Record<string, unknown>,
) {
  await expect
    .poll(async () => {
      const mails = await readOutbox(page, site);
      const found = mails.find((mail) => mail.template_params.from_email === email)?.template_params;
      // Amounts group their digits with no-break spaces; the journeys write them with plain ones, as people read them.
      const read = found && asRead(found);
      return read && { ...read, lead_type: read.lead_type?.replace(suspectedMark, '') };
    })
    .toMatchObject(params);
}
