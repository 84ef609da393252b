import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

const axeScan = (page: Page) => new AxeBuilder({ page });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Название услуги' });
const results = (page: Page) => page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem');

for (const width of [1280, 390]) {
  test.describe(`home page at ${width} px`, () => {
    test.beforeEach(async ({ page, site }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site.url('/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Маркетинг или разработка/);
    });

    test('the service search needs more than two characters and shows at most five results', async ({
      page,
    }) => {
      await searchBox(page).fill('се');
      await expect(page.getByRole('list', { name: 'Результаты поиска' })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /Найден|ничего/ })).toHaveCount(0);

      await searchBox(page).fill('РАЗРАБОТКА');
      await expect(results(page)).toHaveCount(5);
      await expect(page.getByText('Найдено 5 услуг')).toBeVisible();
      for (const item of await results(page).all()) {
        await expect(item.getByText('Digital Agency')).toBeVisible();
        await expect(item.getByRole('link', { name: 'Обсудить проект' })).toHaveAttribute('href', '/digital');
      }

      await searchBox(page).fill('сео');
      await expect(page.getByText('По запросу «сео» ничего не найдено')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Результаты поиска' })).toHaveCount(0);

      await searchBox(page).fill('Таргет');
      await expect(results(page)).toHaveCount(1);
      const marketing = results(page).first();
      await expect(marketing).toContainText('Таргетированная реклама');
      await expect(marketing.getByText('Marketing Agency')).toBeVisible();
      await marketing.getByRole('link', { name: 'Перейти к выбору тарифа' }).click();
      await expect(page).toHaveURL(/\/marketing$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /Маркетинг, который приводит клиентов/,
      );
    });

    test('the digital card leads to the development studio', async ({ page }) => {
      await page
        .getByRole('list', { name: 'Направления агентства' })
        .getByRole('link', { name: 'Digital Agency' })
        .click();
      await expect(page).toHaveURL(/\/digital$/);
    });

    test('the marketing card leads to the marketing landing, also when clicked off its title', async ({
      page,
    }) => {
      const card = page
        .getByRole('list', { name: 'Направления агентства' })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('heading', { name: 'Marketing Agency' }),
        });
      await card.click({ position: { x: 24, y: 24 } });
      await expect(page).toHaveURL(/\/marketing$/);
    });

    test('the page is accessible and has no horizontal overflow, also with results', async ({ page }) => {
      await searchBox(page).fill('реклама');
      await expect(results(page).first()).toBeVisible();
      expect((await axeScan(page).analyze()).violations).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}

test('the pointed division card grows and the other shrinks, unless motion is reduced; on phones they stack', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/'));
  const card = (name: string) =>
    page
      .getByRole('list', { name: 'Направления агентства' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
  const width = async (name: string) => (await card(name).boundingBox())?.width ?? 0;
  await expect(card('Marketing Agency')).toBeVisible();
  expect(Math.abs((await width('Marketing Agency')) - (await width('Digital Agency')))).toBeLessThan(2);

  await card('Marketing Agency').hover();
  await expect
    .poll(async () => (await width('Marketing Agency')) - (await width('Digital Agency')))
    .toBeGreaterThan(150);
  await card('Digital Agency').hover();
  await expect
    .poll(async () => (await width('Digital Agency')) - (await width('Marketing Agency')))
    .toBeGreaterThan(150);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await card('Marketing Agency').hover();
  await expect
    .poll(async () => Math.abs((await width('Marketing Agency')) - (await width('Digital Agency'))))
    .toBeLessThan(2);
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await page.setViewportSize({ width: 390, height: 900 });
  await page.mouse.move(0, 0);
  const marketing = await card('Marketing Agency').boundingBox();
  const digital = await card('Digital Agency').boundingBox();
  expect(digital?.y ?? 0).toBeGreaterThan((marketing?.y ?? 0) + (marketing?.height ?? 0) - 1);
  expect(digital?.width).toBeCloseTo(marketing?.width ?? 0, 0);
});

test('the top links scroll to their sections', async ({ page, site }) => {
  await page.goto(site.url('/'));
  await page
    .getByRole('navigation', { name: 'Разделы страницы' })
    .getByRole('link', { name: 'Сравнение' })
    .click();
  await expect(page.getByRole('heading', { name: 'Маркетинг и разработка: в чём разница' })).toBeInViewport();
  await page
    .getByRole('navigation', { name: 'Разделы страницы' })
    .getByRole('link', { name: 'Услуги', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Услуги агентства' })).toBeInViewport();
});
