import { expect, test } from '../../fixtures';

const tariffs = [
  ['STARTER', '6 500 000', '10 400 000', '3 900 000'],
  ['POPULAR', '11 050 000', '15 600 000', '4 550 000'],
  ['BUSINESS', '14 300 000', '19 500 000', '5 200 000'],
  ['PRO', '24 050 000', '32 500 000', '8 450 000'],
  ['PREMIUM', '35 750 000', '45 500 000', '9 750 000'],
] as const;

test('the pricing page shows the constructor, every tariff at its price and the consultation offers', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/pricing'));
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();

  const constructorBlock = page.getByRole('region', { name: 'Соберите свой тариф' });
  await expect(constructorBlock).toContainText('Экономия до 40%');
  await expect(constructorBlock).toContainText('от 6 500 000 сум/месяц');
  await expect(constructorBlock).toContainText('10 400 000 сум');

  for (const [name, price, oldPrice, saving] of tariffs) {
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(`${price} сум/месяц`);
    await expect(card).toContainText(`Старая цена: ${oldPrice} сум`);
    await expect(card).toContainText('-30%');
    await expect(card).toContainText(`Экономия ${saving} сум`);
    await expect(card.getByRole('button', { name: `Выбрать тариф ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'POPULAR' })).toContainText('Популярный');
  await expect(page.getByRole('article', { name: 'BUSINESS' })).toContainText('Гарантия роста продаж +10%');
  await expect(page.getByRole('article', { name: 'PRO' })).toContainText('Гарантия роста продаж +20%');
  await expect(page.getByRole('article', { name: 'PREMIUM' })).toContainText('Гарантия роста продаж +25%');
  const exclusive = page.getByRole('region', { name: 'Эксклюзивные тарифы' });
  await expect(exclusive).toContainText('40%+');
  await expect(exclusive.getByRole('article')).toHaveCount(2);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await exclusive.getByRole('link', { name: 'Получить персональную консультацию' }).click();
  await expect(page).toHaveURL(site.url('/#contact-form'));
  await expect(page.locator('#contact-form')).toBeInViewport();
});
