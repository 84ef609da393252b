import type { Page } from '@playwright/test';
import { readOutbox } from '../../dev-outbox';
import { expect, type SiteFixture, test } from '../../fixtures';
import { expectLeadMail, fillContacts } from '../../lead-journey';

/** How many agency mails name the lead from `email`: one per stored lead. */
const leadMails = async (page: Page, site: SiteFixture, email: string) =>
  (await readOutbox(page, site)).filter((mail) => mail.template_params.from_email === email).length;

/** Orders a tariff by the page's markup alone: its button opens the dialog, the form posts to the page. */
async function orderStarter(page: Page, site: SiteFixture, email: string) {
  await page.goto(site.url('/pricing'));
  await page.getByRole('button', { name: 'Выбрать тариф STARTER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на тариф STARTER' });
  await expect(dialog.getByRole('region', { name: 'Выбранный тариф' })).toContainText('6 500 000 сум');
  await fillContacts(dialog, { name: 'Нодира Каримова', email, phone: '+998 90 321 54 76' });
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Без скриптов');
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page.getByRole('status')).toContainText('Заявка отправлена!');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectLeadMail(page, site, email, {
    lead_type: 'Заказ тарифа',
    plan_name: 'STARTER',
    plan_price: '6 500 000 сум',
    comments: 'Без скриптов',
  });
  expect(await leadMails(page, site, email)).toBe(1);
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`a tariff is ordered at ${width} px: the lead is stored once at the server's price`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await orderStarter(page, site, `nodira.${width}@example.uz`);
    });
  }

  test('an order without a name comes back open, with the message beside the field and what was typed', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/pricing'));
    await page.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('no.name@example.uz');
    await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+998 90 765 43 21');
    await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Нужен счёт');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();

    const back = page.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
    await expect(back).toBeVisible();
    await expect(back.getByText('Введите имя')).toBeVisible();
    await expect(back.getByRole('textbox', { name: 'Email' })).toHaveValue('no.name@example.uz');
    await expect(back.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Нужен счёт');
    expect(await leadMails(page, site, 'no.name@example.uz')).toBe(0);
  });

  test('a pack is ordered at its own price', async ({ page, site }) => {
    await page.goto(site.url('/digital'));
    await page.getByRole('button', { name: 'Выбрать пакет PRO PACK' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заявка на пакет PRO PACK' });
    await fillContacts(dialog, {
      name: 'Шахзод Алиев',
      email: 'shahzod.pack@example.uz',
      phone: '+998 93 222 33 44',
    });
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('status')).toContainText('Заявка отправлена!');
    await expectLeadMail(page, site, 'shahzod.pack@example.uz', {
      plan_name: 'PRO PACK',
      plan_price: '26 000 000 сум',
    });
  });

  test('the constructor tariff leads to the custom tariff on top, which is sent', async ({ page, site }) => {
    await page.goto(site.url('/pricing'));
    await page.getByRole('button', { name: 'Индивидуальный тариф' }).click();
    const order = page.getByRole('dialog', { name: 'Заявка на тариф CONSTRUCTOR' });
    await order.getByRole('button', { name: 'Настроить тариф' }).click();
    const custom = page.getByRole('dialog', { name: 'Конструктор индивидуального тарифа' });
    await custom.getByRole('checkbox', { name: 'Reels' }).check();
    await fillContacts(custom, { name: 'Тимур', email: 'timur.custom@example.uz', phone: '998901112233' });
    await custom.getByRole('textbox', { name: 'Сфера деятельности' }).fill('Стоматология');
    await custom.getByRole('radio', { name: 'Встреча в офисе' }).check();
    await custom.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('status')).toContainText('Заявка отправлена!');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectLeadMail(page, site, 'timur.custom@example.uz', {
      lead_type: 'Индивидуальный тариф (CONSTRUCTOR)',
      selected_services: 'Reels',
      company_activity: 'Стоматология',
    });
  });

  test('the calculator posts the typed quantities and the server prices them', async ({ page, site }) => {
    await page.goto(site.url('/pricing'));
    await page.getByRole('button', { name: 'Рассчитать стоимость' }).click();
    const dialog = page.getByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' });
    await dialog.getByRole('spinbutton', { name: 'Количество: Сайт компании' }).fill('2');
    await dialog.getByRole('spinbutton', { name: 'Количество: Таргетированная реклама' }).fill('1');
    await fillContacts(dialog, {
      name: 'Шахзод',
      email: 'shahzod.nojs@example.uz',
      phone: '+998 99 876 54 32',
    });
    await dialog.getByRole('textbox', { name: 'Сфера деятельности' }).fill('Интернет-магазин');
    await dialog.getByRole('radio', { name: 'Онлайн-встреча (видеозвонок)' }).check();
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('status')).toContainText('Заявка отправлена!');
    await expectLeadMail(page, site, 'shahzod.nojs@example.uz', {
      lead_type: 'Калькулятор тарифа CONSTRUCTOR',
      total_amount: '9 100 000 сум',
      selected_services: 'Таргетированная реклама x1 (1 300 000 сум)\nСайт компании x2 (7 800 000 сум)',
    });
    expect(await leadMails(page, site, 'shahzod.nojs@example.uz')).toBe(1);
  });

  test('a calculator total under the minimum comes back open with the message and the choices kept', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/pricing'));
    await page.getByRole('button', { name: 'Рассчитать стоимость' }).click();
    const dialog = page.getByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' });
    await dialog.getByRole('spinbutton', { name: 'Количество: Сайт компании' }).fill('1');
    await fillContacts(dialog, {
      name: 'Шахзод',
      email: 'shahzod.low@example.uz',
      phone: '+998 99 876 54 32',
    });
    await dialog.getByRole('textbox', { name: 'Сфера деятельности' }).fill('Интернет-магазин');
    await dialog.getByRole('radio', { name: 'Телефонный звонок' }).check();
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    const back = page.getByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' });
    await expect(back).toBeVisible();
    await expect(
      back.getByRole('alert').filter({ hasText: /Минимальная сумма заказа: 6\s500\s000/ }),
    ).toBeVisible();
    await expect(back.getByRole('spinbutton', { name: 'Количество: Сайт компании' })).toHaveValue('1');
    await expect(back.getByRole('textbox', { name: 'Email' })).toHaveValue('shahzod.low@example.uz');
    expect(await leadMails(page, site, 'shahzod.low@example.uz')).toBe(0);
  });

  test('the digital constructor posts the modules of a project', async ({ page, site }) => {
    await page.goto(site.url('/digital'));
    await page.locator('#pricing').getByRole('button', { name: 'Собрать проект' }).click();
    const dialog = page.getByRole('dialog', { name: 'Конструктор digital-проекта' });
    await dialog.getByRole('spinbutton', { name: 'Количество: Лендинг', exact: true }).fill('2');
    await dialog.getByRole('spinbutton', { name: 'Количество: Интернет-магазин', exact: true }).fill('1');
    await fillContacts(dialog, {
      name: 'Нодира',
      email: 'nodira.nojs@example.uz',
      phone: '+998 94 321 65 87',
    });
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('status')).toContainText('Заявка отправлена!');
    await expectLeadMail(page, site, 'nodira.nojs@example.uz', {
      plan_name: 'DIGITAL CONSTRUCTOR',
      total_amount: '8 400 000 сум',
      selected_services: 'Лендинг x2 (3 600 000 сум)\nИнтернет-магазин x1 (4 800 000 сум)',
    });
  });
});

test('with every script failing, the order opens at the tap and is sent', async ({ page, site }) => {
  await page.route('**/*.js', (route) => route.abort());
  await orderStarter(page, site, 'nodira.noscript@example.uz');
});
