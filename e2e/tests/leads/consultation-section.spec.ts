import { expect, test } from '../../fixtures';
import { expectLeadMail, submitLead } from '../../lead-journey';

test('a consultation booked on the home page becomes a lead and a mail to the agency', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/#contact-form'));
  const form = page.locator('#contact-form');
  await expect(form.getByRole('heading', { level: 2 })).toBeVisible();

  // An empty submit names what is missing, in Russian, and sends nothing.
  await form.getByRole('button', { name: 'Записаться на консультацию' }).click();
  await expect(form.getByText('Введите имя')).toBeVisible();

  await form.getByRole('textbox', { name: 'Имя' }).fill(`Нодира <b>Каримова</b>`);
  await form.getByRole('textbox', { name: 'Email' }).fill('nodira@example.uz');
  await form.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 123 45 67');
  await form.getByRole('radio', { name: /Онлайн/ }).check();
  await submitLead(page, form.getByRole('button', { name: 'Записаться на консультацию' }));
  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Имя' })).toHaveValue('');

  // The dispatcher sends the notification to the dev outbox (no EmailJS keys here), with the visitor's text as typed.
  await expectLeadMail(page, site, 'nodira@example.uz', {
    from_name: 'Нодира <b>Каримова</b>',
    to_email: expect.stringContaining('@'),
    meeting_format: expect.any(String),
  });
});

test('a press on the send button right after a wrong e-mail is the button’s, not lost to the message it reveals', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/#contact-form'));
  const form = page.locator('#contact-form');
  await form.getByRole('textbox', { name: 'Email' }).fill('не-почта');
  // Leaving the e-mail shows its message above the button; the press that left it still sends the form.
  await form.getByRole('button', { name: 'Записаться на консультацию' }).click();
  await expect(form.getByText('Введите корректный email')).toBeVisible();
  await expect(form.getByText('Введите имя')).toBeVisible();
  await expect(form.getByText('Введите телефон')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Имя' })).toBeFocused();
});
