import { axeClean, expect, test } from '../../fixtures';
import { expectLeadMail, submitLead } from '../../lead-journey';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a phone typed as people here type it groups itself, is sent, and reaches the team readable', async ({
      page,
      site,
    }) => {
      await page.goto(site.url('/#contact-form'));
      const form = page.locator('#contact-form');
      const phone = form.getByRole('textbox', { name: 'Телефон' });
      await phone.click();
      await phone.pressSequentially('8 901234567');
      await expect(phone).toHaveValue('8 90 123 45 67');
      await phone.fill('');
      await phone.pressSequentially('901234567');
      await expect(phone).toHaveValue('90 123 45 67');

      const email = `phone.${width}@example.uz`;
      await form.getByRole('textbox', { name: 'Имя' }).fill('Шахноза');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByRole('radio', { name: /Онлайн/ }).check();
      const sent = page.waitForRequest((request) =>
        request.url().endsWith('/functions/v1/submit-application'),
      );
      await submitLead(page, form.getByRole('button', { name: 'Записаться на консультацию' }));
      expect((await sent).postDataJSON()).toMatchObject({ phone: '+998901234567' });
      await expectLeadMail(page, site, email, { from_name: 'Шахноза', phone: '+998 90 123 45 67' });
    });

    test('a number no operator has gets a Russian message and sends nothing', async ({ page, site }) => {
      await page.goto(site.url('/#contact-form'));
      const form = page.locator('#contact-form');
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/functions/v1/submit-application')) sent += 1;
      });
      await form.getByRole('textbox', { name: 'Имя' }).fill('Шахноза');
      await form.getByRole('textbox', { name: 'Email' }).fill('shahnoza@example.uz');
      await form.getByRole('textbox', { name: 'Телефон' }).fill('+998 00 123 45 67');
      await form.getByRole('radio', { name: /Онлайн/ }).check();
      await form.getByRole('button', { name: 'Записаться на консультацию' }).click();
      const message = form.getByText('Проверьте номер телефона, например: +998 90 123 45 67');
      await expect(message).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(
        /Проверьте номер телефона/,
      );
      await axeClean(page);
      expect(sent).toBe(0);
    });
  });
}

test('the API refuses a phone of letters with a clear 400 and stores the lead once it is a number', async ({
  request,
  site,
}) => {
  const lead = {
    type: 'consultation',
    name: 'Шахноза',
    email: 'api.phone@example.uz',
    meeting_format: 'online',
  };
  const url = `http://localhost:${site.ports.functions}/functions/v1/submit-application`;
  const refused = await request.post(url, { data: { ...lead, phone: 'позвоните мне' } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    error: {
      code: 'validation_failed',
      fields: { phone: 'Проверьте номер телефона, например: +998 90 123 45 67' },
    },
  });
  const stored = await request.post(url, { data: { ...lead, phone: '8 (90) 123-45-67' } });
  expect(stored.status()).toBe(200);
});
