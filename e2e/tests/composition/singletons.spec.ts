import { expect, test } from '../../fixtures';

test('one React, one store and one Emotion cache serve every division', async ({ page, site }) => {
  // Every copy of React DOM registers itself with the devtools hook; count the registrations.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.assign(window, {
      __reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { version: string }) {
          renderers.push(renderer.version);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });

  await page.goto(site.url('/referral/r42?code=AMB15-7K2QXWP'));
  await expect(page.getByText('AMB15-7K2QXWP')).toBeVisible();
  // The visitor tries the page's menu on a narrow window first, so what follows happens in the live page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Меню' }).click();
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The ambassador remote kept the code; the marketing remote's page, loaded next, checks it.
  const check = page.waitForResponse((response) => response.url().endsWith('/functions/v1/check-promo-code'));
  await page.getByRole('link', { name: 'Выбрать тариф со скидкой' }).click();
  await expect(page).toHaveURL(site.url('/pricing?code=AMB15-7K2QXWP'));
  // The marketing remote checks the code with the functions (from the shell's origin, through CORS);
  // no ambassador owns it in the fresh database.
  expect((await check).status()).toBe(200);
  expect(await (await check).json()).toEqual({ valid: false, discount_percent: 0 });
  await expect(page.getByRole('status').filter({ hasText: 'AMB15-7K2QXWP' })).toContainText('не найден');

  await page.getByRole('link', { name: 'Digital Agency' }).first().click();
  await expect(page.locator('[data-app="digital-app"]')).toBeVisible();
  // The visitor opens the studio's constructor, so the division's own code is running when the copies are counted.
  // The dialog itself is the platform's and opens before any script; adding a module is the division's React at work.
  await page.locator('#pricing').getByRole('button', { name: 'Собрать проект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Конструктор digital-проекта' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Увеличить количество: Лендинг', exact: true }).click();
  await expect(dialog.getByText('Модулей: 1 · Итого: 1 800 000 сум')).toBeVisible();

  const renderers = await page.evaluate(
    () => (window as unknown as { __reactRenderers: string[] }).__reactRenderers,
  );
  expect(renderers).toHaveLength(1);
  // One Emotion cache: one sheet for components (Global styles keep a sheet of their own, `css-global`).
  const sheets = await page
    .locator('style[data-emotion]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-emotion')?.split(' ')[0]));
  // The server's style tags and the runtime's carry the same key: one cache.
  expect([...new Set(sheets.filter((key) => !key?.endsWith('-global')))]).toEqual(['css']);
  expect(await page.evaluate(() => localStorage.getItem('referralPromoCode'))).toBe('AMB15-7K2QXWP');
});
