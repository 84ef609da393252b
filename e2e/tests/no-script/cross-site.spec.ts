import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { privacyPolicy } from 'shared-data/core';
import { type CapturedMail, readOutbox } from '../../dev-outbox';
import { expect, type SiteFixture, test } from '../../fixtures';
import { expectLeadMail } from '../../lead-journey';

interface Contact {
  email: string;
  phone: string;
}

/**
 * A complete, valid consultation as the home page's dialog posts it, by the served form's field names: the hidden
 * fields the page writes, then what the visitor filled in.
 */
const consultationBody = ({ email, phone }: Contact) => ({
  form: 'landing_consultation',
  dialog: 'consultation',
  consent_version: privacyPolicy.version,
  idempotency_key: randomUUID(),
  // Opened a minute before it is sent, as a person fills it in.
  form_started_at: String(Date.now() - 60_000),
  website: '',
  name: 'Камола Турсунова',
  email,
  phone,
  company: 'Турсунова Дизайн',
  service: 'seo',
  message: 'Хотим больше заказов с сайта',
  preferredTime: 'evening',
  budget: '5m-15m',
});

/** Posts the consultation of `contact` to the home page with the headers a browser sends from `source`. */
const postConsultation = (
  request: APIRequestContext,
  site: SiteFixture,
  contact: Contact,
  source: Record<string, string>,
) => request.post(site.url('/'), { form: consultationBody(contact), headers: source, maxRedirects: 0 });

const digits = (text: string | undefined) => text?.replace(/\D/g, '') ?? '';

/** The captured mails about a lead from `contact`, by its e-mail or its phone. */
async function mailsAbout(page: Page, site: SiteFixture, contact: Contact): Promise<CapturedMail[]> {
  return (await readOutbox(page, site)).filter(
    ({ template_params: params }) =>
      params.from_email === contact.email || digits(params.phone) === digits(contact.phone),
  );
}

/** Posts from elsewhere, each with the headers a browser sends with it. */
const otherSites: { from: string; headers: Record<string, string>; contact: Contact }[] = [
  {
    from: 'another site',
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    contact: { email: 'kamola.evil@example.uz', phone: '+998 90 111 00 01' },
  },
  {
    from: 'a sibling site of the same domain',
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-site' },
    contact: { email: 'kamola.sibling@example.uz', phone: '+998 90 111 00 02' },
  },
  {
    from: 'a client that names another origin and no fetch site',
    headers: { Origin: 'https://evil.example' },
    contact: { email: 'kamola.client@example.uz', phone: '+998 90 111 00 03' },
  },
];

test('a consultation posted from another site is refused and stores nothing; the same post from the site stores one lead', async ({
  page,
  request,
  site,
}) => {
  for (const { from, headers, contact } of otherSites) {
    const refused = await postConsultation(request, site, contact, headers);
    expect(refused.status(), `a post from ${from}`).toBe(403);
    expect(await refused.text()).toContain('Форма пришла с другого сайта');
  }

  const own: Contact = { email: 'kamola.own@example.uz', phone: '+998 90 111 00 09' };
  const stored = await postConsultation(request, site, own, {
    Origin: new URL(site.url('/')).origin,
    'Sec-Fetch-Site': 'same-origin',
  });
  expect(stored.status()).toBe(303);
  expect(stored.headers().location).toBe('/?sent=landing_consultation');
  await expectLeadMail(page, site, own.email, {
    from_name: 'Камола Турсунова',
    company: 'Турсунова Дизайн',
  });
  expect(await mailsAbout(page, site, own)).toHaveLength(1);

  // The refused posts came first: a lead of theirs would have mailed by the time the site's own lead did.
  for (const { from, contact } of otherSites) {
    expect(await mailsAbout(page, site, contact), `leads from ${from}`).toEqual([]);
  }
});
