import {
  axeClean,
  expect,
  languageManagerEmail,
  managerEmail,
  retryManagerEmail,
  secondManagerEmail,
  test,
} from '../../fixtures';
import { fillContacts } from '../../lead-journey';
import { dashboardFigure, openDashboard, registerAmbassador } from '../ambassador/ambassador-steps';
import { signIn } from './admin-steps';

test('/admin is private: noindex, not in the sitemap, no markup from the server', async ({ page, site }) => {
  const html = await (await page.request.get(site.url('/admin'))).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toMatch(/<div id="app-[\w-]+" data-rendered-path/);
  const sitemap = await (await page.request.get(site.url('/sitemap.xml'))).text();
  expect(sitemap).not.toContain('/admin');
  await page.goto(site.url('/admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Вход для команды' })).toBeVisible();
  await axeClean(page);
});

for (const width of [1280, 390]) {
  test(`at ${width} px a manager finds a lead sent from /pricing, wins it, and the ambassador earns`, async ({
    browser,
    page,
    site,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const buyer = {
      name: `Бекзод ${width}`,
      email: `bekzod.${width}@example.uz`,
      phone: '8 90 765 43 21',
    };
    const { token, ambassador } = await registerAmbassador(page.request, site, {
      name: 'Лола Каримова',
      email: `lola.${width}@example.uz`,
    });

    // A visitor orders a tariff with the ambassador's promo code.
    const visitorContext = await browser.newContext({ locale: 'ru-RU' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.url('/pricing'));
    await visitor.getByRole('button', { name: 'Выбрать тариф BUSINESS' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Заявка на тариф BUSINESS' });
    await fillContacts(dialog, buyer);
    await dialog.getByRole('textbox', { name: 'Промокод' }).fill(ambassador.promo_code);
    await expect(dialog.getByText('Промокод действует: скидка 15%')).toBeVisible();
    const submitted = visitor.waitForResponse((response) =>
      response.url().endsWith('/functions/v1/submit-application'),
    );
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    expect(await (await submitted).json()).toMatchObject({ success: true, final_price: 12_155_000 });
    await visitorContext.close();

    // The manager signs in, finds the lead, takes it into work and wins it.
    await signIn(page, site);
    await axeClean(page);
    await page.getByRole('searchbox', { name: 'Имя, email или телефон' }).fill(buyer.email);
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/q=bekzod/);
    await expect(page.getByText('Всего: 1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Открыть заявку: ${buyer.name}` }).click();
    const lead = page.getByRole('dialog', { name: `${buyer.name} — Новая` });
    await expect(lead.getByText('Заказ тарифа')).toBeVisible();
    await expect(lead.getByRole('link', { name: 'Позвонить: +998 90 765 43 21' })).toHaveAttribute(
      'href',
      'tel:+998907654321',
    );
    await expect(lead.getByText(ambassador.promo_code, { exact: false })).toBeVisible();
    await axeClean(page);
    await lead.getByRole('button', { name: 'Взять в работу' }).click();
    const working = page.getByRole('dialog', { name: `${buyer.name} — В работе` });
    await working.getByRole('button', { name: 'Сделка заключена' }).click();
    const won = page.getByRole('dialog', { name: `${buyer.name} — Сделка` });
    await expect(won.getByRole('status').filter({ hasText: 'Статус: Сделка' })).toBeVisible();
    await expect(won.getByText('1 823 250 сум')).toBeVisible();
    await expect(won.getByText(new RegExp(`Новая → В работе, ${managerEmail}`))).toBeVisible();
    await expect(won.getByText(new RegExp(`В работе → Сделка, ${managerEmail}`))).toBeVisible();

    // The ambassador's dashboard shows the commission.
    const ambassadorContext = await browser.newContext({ locale: 'ru-RU' });
    const dashboard = await ambassadorContext.newPage();
    await openDashboard(dashboard, site, token);
    await expect(dashboardFigure(dashboard, 'Заработано')).toHaveText('1 823 250 сум');
    await ambassadorContext.close();

    // Signing out ends the session.
    await won.getByRole('button', { name: 'Закрыть' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход для команды' })).toBeVisible();
  });
}

test('leads that did not load are asked for again with «Повторить», and the inbox comes back', async ({
  page,
  site,
}) => {
  await signIn(page, site, retryManagerEmail);
  await expect(page.getByText(/^Всего: \d+$/)).toBeVisible();

  // The next load of the leads is lost on the way, as on a dropped connection; the session stays.
  const adminLeads = `http://localhost:${site.ports.functions}/functions/v1/admin-leads`;
  let failed = 0;
  await page.route(adminLeads, async (route) => {
    if (route.request().method() === 'POST' && failed === 0) {
      failed += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Нет связи с сервером' });
  await expect(alert).toBeVisible();
  await expect(page.getByText(/^Всего: \d+$/)).toBeHidden();
  expect(failed).toBe(1);

  // The click loads them, sooner than the inbox's next poll (10 s after the failed load) would.
  const loaded = page.waitForResponse(
    (response) => response.url() === adminLeads && response.request().method() === 'POST',
    { timeout: 5_000 },
  );
  await alert.getByRole('button', { name: 'Повторить' }).click();
  expect((await loaded).status()).toBe(200);
  await expect(page.getByText(/^Всего: \d+$/)).toBeVisible();
  await expect(alert).toBeHidden();
  await axeClean(page);
});

test('a CSV of the filtered list downloads for Excel, and failed mail can be sent again', async ({
  page,
  site,
}) => {
  await signIn(page, site);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toMatch(/^\uFEFFДата \(Ташкент\);Тип;Статус;Имя;/);
  await page.getByRole('link', { name: 'Почта' }).click();
  await expect(page.getByRole('heading', { name: 'Неотправленные письма' })).toBeVisible();
  await expect(page.getByText('Все письма отправлены.')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px a manager finds the leads of one campaign and erases a person on request`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const submit = async (email: string, phone: string, source: Record<string, string>) => {
      const answer = await page.request.post(
        `http://localhost:${site.ports.functions}/functions/v1/submit-application`,
        {
          data: {
            type: 'consultation',
            name: `Клиент ${width}`,
            email,
            phone,
            meeting_format: 'online',
            ...source,
          },
        },
      );
      expect(answer.status()).toBe(200);
    };
    const campaign = `launch${width}`;
    await submit(`camp.${width}@example.uz`, `+998 90 ${width === 390 ? '390' : '128'} 00 01`, {
      utm_source: campaign,
      landing_path: '/pricing',
    });
    await submit(`other.${width}@example.uz`, `+998 90 ${width === 390 ? '390' : '128'} 00 02`, {
      referrer: 'instagram.com',
    });

    await signIn(page, site, secondManagerEmail);
    await page.getByRole('combobox', { name: 'Источник: utm_source или сайт' }).fill(campaign);
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page.getByText('Всего: 1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Открыть заявку: Клиент ${width}` }).click();
    const lead = page.getByRole('dialog', { name: `Клиент ${width} — Новая` });
    await expect(lead.getByText(`метки: ${campaign}; первая страница /pricing`)).toBeVisible();
    await lead.getByRole('button', { name: 'Закрыть' }).click();

    await page.getByRole('link', { name: 'Удаление данных' }).click();
    const erase = page.getByRole('region', { name: 'Удаление данных по запросу' });
    await erase.getByRole('textbox', { name: 'E-mail или телефон' }).fill(`camp.${width}@example.uz`);
    await erase.getByRole('checkbox', { name: /данные удалятся безвозвратно/ }).check();
    await erase.getByRole('button', { name: 'Удалить данные' }).click();
    await expect(erase.getByRole('status')).toHaveText(
      /^Готово: обезличено заявок — 1, писем удалено — [12]\.$/,
    );
    await axeClean(page);

    // The lead stays for the figures, without the person and without the campaign's tags.
    await page.getByRole('link', { name: 'Заявки' }).click();
    const source = page.getByRole('combobox', { name: 'Источник: utm_source или сайт' });
    await source.fill(campaign);
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(new RegExp(`source=${campaign}`));
    await expect(page.getByText('Всего: 0', { exact: true })).toBeVisible();
    await source.fill('');
    await page.getByRole('searchbox', { name: 'Имя, email или телефон' }).fill('Удалено по запросу');
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(
      page.getByRole('button', { name: 'Открыть заявку: Удалено по запросу' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `camp.${width}@example.uz` })).toHaveCount(0);
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a manager sees which client wrote in Uzbek, and lists only theirs`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Searched as a name or e-mail: no digits, which the search would also look for in phones.
    const domain = `lang-${width === 390 ? 'phone' : 'desktop'}.uz`;
    const send = async (name: string, email: string, language?: string) => {
      const answer = await page.request.post(
        `http://localhost:${site.ports.functions}/functions/v1/submit-application`,
        {
          data: {
            type: 'consultation',
            name,
            email,
            phone: '+998 90 555 12 34',
            meeting_format: 'online',
            ...(language ? { language } : {}),
          },
        },
      );
      expect(answer.status()).toBe(200);
    };
    await send(`Шахзод ${width}`, `shahzod@${domain}`, 'uz');
    await send(`Бахтиёр ${width}`, `baxtiyor@${domain}`);

    await signIn(page, site, languageManagerEmail);
    await page.getByRole('searchbox', { name: 'Имя, email или телефон' }).fill(domain);
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page.getByText('Всего: 2', { exact: true })).toBeVisible();
    // The manager sees at a glance whom to answer in Uzbek.
    await expect(page.getByText('язык: узбекский', { exact: true }).filter({ visible: true })).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Язык клиента' }).selectOption({ label: 'узбекский' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/language=uz/);
    await expect(page.getByText('Всего: 1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Открыть заявку: Шахзод ${width}` }).click();
    const lead = page.getByRole('dialog', { name: `Шахзод ${width} — Новая` });
    await expect(lead.getByText('узбекский', { exact: true })).toBeVisible();
    await axeClean(page);
  });
}
