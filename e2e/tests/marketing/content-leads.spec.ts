import { expect, test } from '../../fixtures';
import { expectLeadMail, submitLead } from '../../lead-journey';

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
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для назначения консультации.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await expectLeadMail(page, site, 'jasur@example.uz', {
    from_name: 'Жасур Алиев',
    phone: expect.stringContaining('765'),
  });
});
