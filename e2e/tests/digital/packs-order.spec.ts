import { expect, test } from '../../fixtures';
import { countSubmissions, expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

test('the packs show their prices and badges on /digital#pricing', async ({ page, site }) => {
  await page.goto(site.url('/digital#pricing'));
  const section = page.locator('#pricing');
  await expect(section.getByRole('heading', { level: 2, name: 'Пакеты разработки' })).toBeInViewport();
  const card = (name: string) => section.getByRole('article', { name });
  const prices: [string, string, string][] = [
    ['FULL PACK', '18 000 000 сум', '25 000 000 сум'],
    ['PRO PACK', '26 000 000 сум', '35 000 000 сум'],
    ['BUSINESS+ PACK', '35 000 000 сум', '45 000 000 сум'],
  ];
  for (const [name, price, oldPrice] of prices) {
    await expect(card(name)).toContainText(price);
    await expect(card(name).locator('s:visible')).toHaveText(`Старая цена: ${oldPrice}`);
    await expect(card(name)).toContainText('-28%');
  }
  await expect(card('PRO PACK')).toContainText('Популярный');
  await expect(card('CONSTRUCTOR')).toContainText('от 3 500 000 сум');
  await expect(card('CONSTRUCTOR').locator('s:visible')).toHaveText('Старая цена: от 5 000 000 сум');
  await expect(card('CONSTRUCTOR').getByText('Экономия до 30%').first()).toBeVisible();
  await expect(card('CONSTRUCTOR')).not.toContainText('-28%');
});

test('a PRO PACK order becomes a lead and a mail with the pack price', async ({ page, site }) => {
  await page.goto(site.url('/digital#pricing'));
  await page.getByRole('button', { name: 'Выбрать пакет PRO PACK' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на пакет PRO PACK' });
  await expect(dialog.getByRole('region', { name: 'Выбранный пакет' })).toContainText('26 000 000 сум');

  await fillContacts(dialog, {
    name: 'Жасур Каримов',
    email: 'jasur.pack@example.uz',
    phone: '+998 90 222 33 44',
  });
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Нужен запуск до конца квартала');
  await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));

  await expect(
    page.getByText('Мы свяжемся с вами в ближайшее время для подтверждения заказа.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLeadMail(page, site, 'jasur.pack@example.uz', {
    plan_name: 'PRO PACK',
    plan_price: '26 000 000 сум',
    comments: 'Нужен запуск до конца квартала',
  });
});

test('a pack order without contacts is refused in Russian and sends nothing', async ({ page, site }) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/digital#pricing'));
  await page.getByRole('button', { name: 'Выбрать пакет PRO PACK' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на пакет PRO PACK' });
  const submit = dialog.getByRole('button', { name: 'Отправить заявку' });

  // Pressed at once, the send goes by the platform and the server answers; once the page is live, the form answers
  // itself. Either way the dialog stays open, the messages beside the fields and the first of them focused.
  await submit.click();
  await expect(dialog.getByText('Введите имя')).toBeVisible();
  await expect(dialog.getByText('Введите телефон')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Имя' })).toBeFocused();

  await fillContacts(dialog, { name: 'Жасур', email: 'jasur@', phone: '123' });
  await submit.click();
  await expect(dialog.getByText('Введите корректный email')).toBeVisible();
  await expect(dialog.getByText('Проверьте номер телефона, например: +998 90 123 45 67')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(submissions()).toBe(0);
});
