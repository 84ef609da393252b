import { expect, test } from '../../fixtures';

test('a stopped remote shows its fallback while the others work, and retry brings it back', async ({
  page,
  site,
}) => {
  await site.stop('digital-app');
  try {
    await page.goto(site.url('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();

    await page.goto(site.url('/digital'));
    await expect(page.getByRole('heading', { level: 1, name: 'Раздел временно недоступен' })).toBeVisible();
    await expect(page.getByText(/Digital-студия/)).toBeVisible();

    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    await page.goto(site.url('/ambassador'));
    await expect(page.getByRole('heading', { level: 1, name: 'Станьте амбассадором' })).toBeVisible();

    await page.goto(site.url('/digital'));
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByText('Раздел все еще недоступен. Попробуйте чуть позже.')).toBeVisible();
  } finally {
    await site.start('digital-app');
  }

  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Разработка сайтов/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Меню Digital Agency' })
    .getByRole('link', { name: 'Услуги' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();
});

test('the team inbox, stopped, shows its fallback too, and retry brings it back', async ({ page, site }) => {
  await site.stop('admin-app');
  try {
    await page.goto(site.url('/admin'));
    await expect(page.getByRole('heading', { level: 1, name: 'Раздел временно недоступен' })).toBeVisible();
    await expect(page.getByText(/Кабинет команды/)).toBeVisible();
  } finally {
    await site.start('admin-app');
  }
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'Раздел временно недоступен' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Рабочий email/ })).toBeVisible();
});
