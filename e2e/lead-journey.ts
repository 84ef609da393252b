import type { Locator, Page, Request } from '@playwright/test';
import { type OutboxSite, readOutbox } from './dev-outbox';
import { expect } from './fixtures';

type Contact = { name: string; email: string; phone: string };

/** The contact fields' labels on the Russian pages; the Uzbek pages' are `uzbekContactLabels`. */
const russianContactLabels: Contact = { name: 'Имя', email: 'Email', phone: 'Телефон' };
export const uzbekContactLabels: Contact = { name: 'Ism', email: 'Elektron pochta', phone: 'Telefon' };

/** Fills the contact fields every lead form has, found by their labels in the page's language. */
export async function fillContacts(scope: Locator, contact: Contact, labels: Contact = russianContactLabels) {
  await scope.getByRole('textbox', { name: labels.name }).fill(contact.name);
  await scope.getByRole('textbox', { name: labels.email }).fill(contact.email);
  await scope.getByRole('textbox', { name: labels.phone }).fill(contact.phone);
}

/**
 * Whether a request sends a lead: the live form's call to submit-application, or the form posted by the platform
 * (a send pressed before the form's code arrived, which the site's server takes as it is).
 */
export const sendsLead = (request: Request) =>
  request.url().endsWith('/functions/v1/submit-application') ||
  (request.method() === 'POST' && request.isNavigationRequest());

/** The fields a lead request carries: the live form's JSON body, or the platform's form post. */
export function sentFields(request: Request): Record<string, unknown> {
  if (!request.isNavigationRequest()) return request.postDataJSON() as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

/**
 * Sends a lead with `send` (a click, a key) and checks it was taken, whichever way it left: the live form's call
 * answered with the new lead's id, or the platform's post answered with the redirect to the page that thanks.
 */
export async function expectLeadTaken(page: Page, send: () => Promise<void>) {
  const answered = page.waitForResponse((response) => sendsLead(response.request()));
  await send();
  const response = await answered;
  if (response.request().isNavigationRequest()) {
    expect(response.status(), 'the post of the form is stored and redirected to the page that thanks').toBe(
      303,
    );
    return;
  }
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, id: expect.any(String) });
}

/** Clicks the submit button and checks the lead was taken (see expectLeadTaken). */
export const submitLead = (page: Page, submit: Locator) => expectLeadTaken(page, () => submit.click());

/** Counts the submit-application calls a page makes from now on. */
export function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/submit-application')) count += 1;
  });
  return () => count;
}

/** The warning the team's mail puts before the type of a lead that looks machine-sent. */
export const suspectedMark = '⚠ Проверьте: возможно, бот — ';

/** The mail's parameters with every no-break space (U+00A0) a plain one. */
const asRead = <Params extends Record<string, unknown>>(params: Params): Params =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\u00a0/g, ' ') : value,
    ]),
  ) as Params;

/**
 * Waits for the agency's notification mail about the lead from `email` in the dev outbox. A test fills forms at
 * machine speed, so its lead may be flagged (the team's warning before the lead type); the journeys compare the
 * lead type without it, and `autofill-speed.spec.ts` checks the flag itself.
 */
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
