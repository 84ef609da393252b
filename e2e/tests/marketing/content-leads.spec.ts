import { expect, test } from '../../fixtures';

test('a project described on /service through the consultation dialog arrives as a lead', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/service'));
  await expect(page.getByRole('heading', { level: 1, name: 'Расскажите о вашем проекте' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Что будет дальше' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('#contact-form')).toBeAttached();

  await page.getByRole('button', { name: 'Описать проект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Жасур Алиев');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 765 43 21');
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByText('Введите корректный email')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Email' }).fill('jasur@example.uz');
  await dialog
    .getByRole('textbox', { name: 'Сообщение' })
    .fill('Нужен интернет-магазин с доставкой по Ташкенту');
  // People take more than 2 s to fill a form; faster submissions are refused as bots.
  await page.waitForTimeout(2100);
  const submitted = page.waitForResponse((response) =>
    response.url().endsWith('/functions/v1/submit-application'),
  );
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  const response = await submitted;
  expect(response.status()).toBe(200);
  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для назначения консультации.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const outbox = `http://localhost:${site.ports.functions}/dev/outbox`;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(outbox)).json()) as {
        template_params: Record<string, string>;
      }[];
      return mails.find((mail) => mail.template_params.from_email === 'jasur@example.uz')?.template_params;
    })
    .toMatchObject({ from_name: 'Жасур Алиев', phone: expect.stringContaining('765') });
});
