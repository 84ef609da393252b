import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures';
import { countSubmissions, expectLeadMail, fillContacts, submitLead } from '../../lead-journey';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`service order at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"Отдельно" orders the service with its estimated price and mails it to the agency', async ({
      page,
      site,
    }) => {
      const email = `farrukh.${viewport.width}@example.uz`;
      const submissions = countSubmissions(page);
      await page.goto(site.url('/digital/services'));
      await page.getByRole('button', { name: 'Отдельно: Мобильные приложения' }).click();
      const dialog = page.getByRole('dialog', { name: 'Заказ услуги «Мобильные приложения»' });
      const summary = dialog.getByRole('region', { name: 'Выбранная услуга' });
      await expect(summary).toContainText('Мобильные приложения');
      await expect(summary).toContainText('15 000 000 - 40 000 000 сум');
      const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);

      const submit = dialog.getByRole('button', { name: 'Отправить заявку' });
      await expect(submit).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Имя' }).fill('Фаррух Алиев');
      await expect(submit).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await expect(submit).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 777 66 55');
      await expect(submit).toBeEnabled();
      await dialog.getByRole('textbox', { name: 'Компания' }).fill('Ташкент Фуд');
      await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Приложение доставки для iOS и Android');

      await submitLead(page, submit);
      await expect(
        page.getByText('Мы свяжемся с вами в ближайшее время для обсуждения услуги.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(submissions()).toBe(1);

      await expectLeadMail(page, site, email, {
        lead_type: 'Заказ услуги',
        from_name: 'Фаррух Алиев',
        plan_name: 'Мобильные приложения',
        plan_price: '15 000 000 - 40 000 000 сум',
        company: 'Ташкент Фуд',
        comments: 'Приложение доставки для iOS и Android',
      });

      await page.getByRole('button', { name: 'Отдельно: Мобильные приложения' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Имя' })).toHaveValue('');
    });

    test('"Выбрать пакет" opens the same order, with the packs that have the service, and orders it', async ({
      page,
      site,
    }) => {
      const email = `dilnoza.${viewport.width}@example.uz`;
      await page.goto(site.url('/digital/services'));
      await page.getByRole('button', { name: 'Выбрать пакет: Аналитика и BI' }).click();
      const dialog = page.getByRole('dialog', { name: 'Заказ услуги «Аналитика и BI»' });
      const packs = dialog.getByRole('list', { name: 'Пакеты с этой услугой:' }).getByRole('listitem');
      await expect(packs).toHaveText([/PRO PACK\s*26\s000\s000\sсум/, /BUSINESS\+ PACK\s*35\s000\s000\sсум/]);
      await expect(dialog.getByRole('link', { name: 'Сравнить пакеты' })).toHaveAttribute(
        'href',
        '/digital#pricing',
      );

      await fillContacts(dialog, { name: 'Дилноза', email, phone: '998935551122' });
      await submitLead(page, dialog.getByRole('button', { name: 'Отправить заявку' }));
      await expect(dialog).toBeHidden();
      await expectLeadMail(page, site, email, {
        lead_type: 'Заказ услуги',
        plan_name: 'Аналитика и BI',
        plan_price: '6 000 000 - 20 000 000 сум',
      });
    });
  });
}

test('a service order with a wrong e-mail is refused in Russian and sends nothing', async ({
  page,
  site,
}) => {
  const submissions = countSubmissions(page);
  await page.goto(site.url('/digital/services'));
  await page.getByRole('button', { name: 'Отдельно: DevOps' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заказ услуги «DevOps»' });
  await fillContacts(dialog, { name: 'Азиз', email: 'aziz@', phone: '12345' });
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByText('Введите корректный email')).toBeVisible();
  await expect(dialog.getByText('Проверьте номер телефона, например: +998 90 123 45 67')).toBeVisible();
  expect(submissions()).toBe(0);
});
