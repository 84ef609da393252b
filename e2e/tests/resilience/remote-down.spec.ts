import { expect, test } from '../../fixtures';
import { pointAtThePage } from '../../visitor';

test('a stopped remote shows its fallback while the others work, and retry brings it back', async ({
  page,
  site,
}) => {
  await site.stop('digital-app');
  try {
    await page.goto(site.url('/'));
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();

    // The shell may still hold the page's markup from before the remote stopped; the remote's code, which runs as the
    // visitor reaches for the page, cannot come, and its fallback takes the page's place.
    await page.goto(site.url('/digital'));
    await pointAtThePage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Раздел временно недоступен' })).toBeVisible();
    await expect(page.getByText(/Digital-студия/)).toBeVisible();

    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Маркетинг или разработка/ })).toBeVisible();
    await page.goto(site.url('/ambassador'));
    await expect(page.getByRole('heading', { level: 1, name: 'Станьте амбассадором' })).toBeVisible();

    await page.goto(site.url('/digital'));
    await pointAtThePage(page);
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
