import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

const axeScan = (page: Page) => new AxeBuilder({ page });

const beforePromoEnd = new Date('2025-08-29T21:58:30+05:00');
const pageLoadAllowanceMs = 60_000;
const atLoad = new Date(beforePromoEnd.getTime() - pageLoadAllowanceMs);

test('the promo countdown shows the time left, ticks every second and is gone after the end', async ({
  page,
  site,
}) => {
  await page.clock.install({ time: atLoad });
  await page.goto(site.url('/marketing'));
  const banner = page.getByRole('complementary', { name: 'Акция' });
  await expect(banner).toContainText('Скидка 50% на все тарифы');
  const timer = banner.getByRole('timer');
  // The clock runs until the countdown shows its figures: the page is live. Stopped any earlier, it would also stop
  // the page's own start, which waits on timers like every page's.
  await expect(timer).toHaveText(/\d+ секунд/);
  await page.clock.pauseAt(beforePromoEnd);
  await expect(timer).toHaveText('2 дня 02 часа 01 минута 29 секунд');
  await page.clock.runFor(1000);
  await expect(timer).toHaveText('2 дня 02 часа 01 минута 28 секунд');
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('2 дня 02 часа 00 минут 28 секунд');

  await page.clock.fastForward('50:00:00');
  await page.clock.runFor(30_000);
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Акция' })).toHaveCount(0);
});

test('without a clock set before the end the banner is not shown', async ({ page, site }) => {
  await page.goto(site.url('/marketing'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Акция' })).toHaveCount(0);
});

test('the reviews carousel moves to the next of seven reviews every four seconds', async ({ page, site }) => {
  await page.clock.install({ time: atLoad });
  await page.goto(site.url('/marketing'));
  const carousel = page.getByRole('region', { name: 'Отзывы клиентов' });
  const slide = (index: number) => carousel.getByRole('group', { name: `Отзыв ${index} из 7` });
  // Choosing the first review stops the rotation while the pointer and focus are on the carousel; it starts
  // again, from a full interval, once both have left. The clock runs until the choice shows (the carousel's code
  // starts with the page's timers), and is held from then on.
  await carousel.getByRole('button', { name: 'Слайд 2' }).click();
  await expect(slide(2)).toContainText('Дилноза Юсупова');
  await page.clock.pauseAt(beforePromoEnd);
  await carousel.getByRole('button', { name: 'Слайд 1' }).click();
  await expect(slide(1)).toContainText('Азиз Каримов');
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(3900);
  await expect(slide(1)).toBeVisible();
  await page.clock.runFor(100);
  await expect(slide(2)).toContainText('Дилноза Юсупова');
  await expect(slide(2)).toContainText('Стоматология «Дент Стиль»');
  await expect(slide(2).getByRole('img', { name: 'Оценка 5 из 5' })).toBeVisible();
  for (let index = 3; index <= 7; index += 1) {
    await page.clock.runFor(4000);
    await expect(slide(index)).toBeVisible();
  }
  await page.clock.runFor(4000);
  await expect(slide(1)).toBeVisible();
});

test('the hero buttons scroll to the form, the tariffs and the why-us block; the last call leads to /services', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/marketing'));
  await page.getByRole('link', { name: 'Получить консультацию бесплатно' }).click();
  await expect(page.locator('#contact-form').getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(page).toHaveURL(site.url('/marketing'));

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Смотреть пакеты услуг' }).click();
  await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('main').getByRole('link', { name: 'Узнать больше о нас' }).click();
  const whyUs = page.getByRole('region', { name: 'Почему выбирают нас' });
  await expect(whyUs.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(whyUs.getByRole('heading', { level: 3 })).toHaveText([
    'Маркетинг полного цикла',
    'Результаты быстрее с помощью AI',
    'Прозрачность',
    'Стратегия под ваш бизнес',
  ]);
  await expect(page.getByRole('list', { name: 'Наши клиенты' }).getByRole('listitem')).toHaveCount(5);

  await page.getByRole('link', { name: 'Смотреть все услуги' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const width of [1280, 390]) {
  test(`the landing with the promo running is accessible and fits ${width} px`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install({ time: atLoad });
    await page.goto(site.url('/marketing'));
    await expect(page.getByRole('complementary', { name: 'Акция' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect((await axeScan(page).analyze()).violations).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}
