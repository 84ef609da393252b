import { expect, test } from '../../fixtures';
import { expectLeadMail, fillContacts, sendsLead, sentFields, submitLead } from '../../lead-journey';

test('a lead carries the first page of the visit, its campaign tags, the referring site and the consented policy', async ({
  page,
  site,
}) => {
  await page.goto(
    site.url('/smm-services-tashkent?utm_source=telegram&utm_medium=post&utm_campaign=launch'),
    {
      referer: 'https://t.me/agency_channel',
    },
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A later page of the same visit, with tags of its own, does not replace the first landing's.
  await page.goto(site.url('/pricing?utm_source=other'));
  await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
  const email = 'source.journey@example.uz';
  await fillContacts(dialog, { name: 'Камола', email, phone: '90 123 45 67' });
  const sent = page.waitForRequest(sendsLead);
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  expect(sentFields(await sent)).toMatchObject({
    utm_source: 'telegram',
    utm_medium: 'post',
    utm_campaign: 'launch',
    referrer: 't.me',
    landing_path: '/smm-services-tashkent',
    consent_version: '2026-11-25',
  });
  await expectLeadMail(page, site, email, {
    lead_source: 'метки: telegram / post / launch; переход с t.me; первая страница /smm-services-tashkent',
  });
});

test('a visit with no tags and no referrer sends only its first page', async ({ page, site }) => {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
  const email = 'source.direct@example.uz';
  await fillContacts(dialog, { name: 'Камола', email, phone: '+998 90 123 45 67' });
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  await expectLeadMail(page, site, email, { lead_source: 'первая страница /pricing' });
});
