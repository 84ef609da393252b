import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectInView(section: Locator) {
  await expect
    .poll(async () => section.evaluate((element) => Math.abs(element.getBoundingClientRect().top) < 120))
    .toBe(true);
}

for (const width of [1280, 390]) {
  test(`at ${width} px the landing shows every part, fits the screen and is accessible`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(site.url('/digital'));
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Разработка сайтов, приложений и ботов',
    );
    await expect(main.getByRole('link', { name: 'Обсудить проект' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Смотреть пакеты' })).toBeVisible();
    await expect(main.getByText('100+', { exact: true })).toBeVisible();
    await expect(main.getByText('24 часа', { exact: true })).toBeVisible();
    await expect(main.getByText('2–8 недель', { exact: true })).toBeVisible();

    await expect(region(page, 'Почему выбирают нашу студию').getByRole('heading', { level: 3 })).toHaveCount(
      4,
    );
    await expect(region(page, 'Агентство в цифрах').getByText('4.9/5')).toBeVisible();
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toBeVisible();
    const projects = region(page, 'Какие проекты мы делаем');
    await expect(projects).toHaveAttribute('id', 'projects');
    await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(6);
    const contact = region(page, 'Обсудим ваш проект');
    await expect(contact).toHaveAttribute('id', 'contact');
    await expect(contact.getByText('Свяжемся с вами в течение 2 часов')).toBeVisible();
    await expect(contact.getByRole('link', { name: /^\+998/ })).toHaveAttribute('href', /^tel:\+998\d{9}$/);
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Marketing Agency' })).toBeVisible();

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}

test('the hero buttons scroll to the contact block and to the packs', async ({ page, site }) => {
  await page.goto(site.url('/digital'));
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Обсудить проект' }).click();
  await expectInView(page.locator('#contact'));
  await expect(page).toHaveURL(site.url('/digital'));

  await page.evaluate(() => window.scrollTo(0, 0));
  await main.getByRole('link', { name: 'Смотреть пакеты' }).click();
  await expectInView(page.locator('#pricing'));
});
