import { defaultContacts, findRoute } from 'shared-data/core';
import { axeClean, expect, test } from '../../fixtures';
import { titles } from './head-tags';

const policy = findRoute('/privacy');

test('/privacy answers 200 with its title and sections in the raw HTML, and the sitemap lists it', async ({
  request,
  site,
}) => {
  const response = await request.get(site.url('/privacy'));
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(titles(html)).toEqual([policy?.meta.title]);
  expect(html).toContain('<h1');
  expect(html).toContain('Как попросить удалить данные');
  expect(html).toContain('ЗРУ-547');

  const sitemap = await (await request.get(site.url('/sitemap.xml'))).text();
  expect(sitemap).toContain(`<loc>${site.url('/privacy')}</loc>`);
});

for (const path of ['/', '/digital', '/ambassador', '/privacy']) {
  test(`the footer of ${path} links the privacy policy in its raw HTML and on screen`, async ({
    page,
    request,
    site,
  }) => {
    const html = await (await request.get(site.url(path))).text();
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toMatch(/<a [^>]*href="\/privacy"[^>]*>Политика конфиденциальности<\/a>/);

    await page.goto(site.url(path));
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' });
    await expect(link).toHaveAttribute('href', '/privacy');
  });
}

for (const width of [390, 1280]) {
  test(`/privacy passes axe at ${width} px and names the agency's contacts`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(site.url('/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Кто обрабатывает данные' });
    await expect(contacts).toContainText(site.env.LEADS_EMAIL ?? defaultContacts.contactEmail);
    await expect(contacts).toContainText(site.env.AGENCY_PHONE ?? defaultContacts.agencyPhone);
    await axeClean(page);
  });
}
