import { expect, test } from '../../fixtures';
import { countSubmissions, expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

test('the contact block opens the consultation dialog, which turns a filled form into a lead', async ({
  page,
  site,
}) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/digital#contact'));
  const contact = page.getByRole('region', { name: 'Обсудим ваш проект' });
  await expect(contact.getByText('Свяжемся с вами в течение 2 часов')).toBeVisible();
  await contact.getByRole('button', { name: 'Получить консультацию' }).click();

  const dialog = page.getByRole('dialog', { name: 'Получить бесплатную консультацию' });
  const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Жасур Рахимов');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('jasur.studio@example.uz');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+998 97 111 22 33');
  await expect(submit).toBeEnabled();
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('');
  await expect(submit).toBeDisabled();
  expect(submissions()).toBe(0);

  await fillContacts(dialog, {
    name: 'Жасур Рахимов',
    email: 'jasur.studio@example.uz',
    phone: '+998 97 111 22 33',
  });
  await dialog.getByRole('textbox', { name: 'Компания' }).fill('Рахимов Логистик');
  await dialog
    .getByRole('combobox', { name: 'Интересующая услуга' })
    .selectOption({ label: 'Мобильные приложения' });
  await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Нужно приложение для курьеров');
  await submitLead(page, submit);

  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для назначения консультации.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(contact.getByRole('button', { name: 'Получить консультацию' })).toBeFocused();
  expect(submissions()).toBe(1);

  await expectLeadMail(page, site, 'jasur.studio@example.uz', {
    from_name: 'Жасур Рахимов',
    phone: '+998 97 111 22 33',
    company: 'Рахимов Логистик',
    company_activity: 'Мобильные приложения',
  });
});
