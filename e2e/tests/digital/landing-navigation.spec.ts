import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

const digitalMenu = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Меню Digital Agency' });

async function expectSectionAtTop(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await expect(section.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect
    .poll(async () => section.evaluate((element) => Math.abs(element.getBoundingClientRect().top) < 120))
    .toBe(true);
}

async function expectServicesPage(page: Page, site: { url: (path: string) => string }) {
  await expect(page).toHaveURL(site.url('/digital/services'));
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги разработки' })).toBeVisible();
}

test.describe('the digital header at 1280 px', () => {
  test('every item goes where it promises', async ({ page, site }) => {
    await page.goto(site.url('/digital'));
    const menu = digitalMenu(page);

    await menu.getByRole('link', { name: 'Пакеты' }).click();
    await expectSectionAtTop(page, 'pricing');
    await menu.getByRole('link', { name: 'Проекты' }).click();
    await expectSectionAtTop(page, 'projects');
    await menu.getByRole('link', { name: 'Контакты' }).click();
    await expectSectionAtTop(page, 'contact');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('banner').getByRole('link', { name: 'Заказать проект' }).click();
    await expectSectionAtTop(page, 'contact');

    await menu.getByRole('link', { name: 'Услуги' }).click();
    await expectServicesPage(page, site);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await digitalMenu(page).getByRole('link', { name: 'Marketing Agency' }).click();
    await expect(page).toHaveURL(site.url('/marketing'));
    await expect(page.locator('[data-app="marketing-app"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Маркетинг');
  });
});

test.describe('the digital header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens and every choice closes it and goes there', async ({ page, site }) => {
    await page.goto(site.url('/digital'));
    await expect(digitalMenu(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Меню' });
    const drawer = page.getByRole('dialog', { name: 'Меню' });

    const choose = async (name: string) => {
      await open.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name, exact: true }).click();
      await expect(drawer).toBeHidden();
    };

    await choose('Проекты');
    await expectSectionAtTop(page, 'projects');
    await choose('Пакеты');
    await expectSectionAtTop(page, 'pricing');
    await choose('Контакты');
    await expectSectionAtTop(page, 'contact');
    await page.evaluate(() => window.scrollTo(0, 0));
    await choose('Заказать проект');
    await expectSectionAtTop(page, 'contact');
    await choose('Услуги');
    await expectServicesPage(page, site);
    await choose('Marketing Agency');
    await expect(page).toHaveURL(site.url('/marketing'));
    await expect(page.locator('[data-app="marketing-app"]')).toBeVisible();
  });
});

test.describe('the landing anchors', () => {
  for (const id of ['pricing', 'contact', 'projects', 'why-us']) {
    test(`/digital#${id} opened by its address shows that section`, async ({ page, site }) => {
      await page.goto(site.url(`/digital#${id}`));
      await expectSectionAtTop(page, id);
    });
  }

  test('links on the services page lead to the sections of the landing', async ({ page, site }) => {
    const fromServices = async (click: () => Promise<void>, id: string) => {
      await page.goto(site.url('/digital/services'));
      await expectServicesPage(page, site);
      await click();
      await expect(page).toHaveURL(site.url(`/digital#${id}`));
      await expectSectionAtTop(page, id);
    };
    await fromServices(() => digitalMenu(page).getByRole('link', { name: 'Проекты' }).click(), 'projects');
    await fromServices(() => digitalMenu(page).getByRole('link', { name: 'Пакеты' }).click(), 'pricing');
    await fromServices(() => digitalMenu(page).getByRole('link', { name: 'Контакты' }).click(), 'contact');
    await fromServices(
      () => page.getByRole('contentinfo').getByRole('link', { name: 'Почему мы' }).click(),
      'why-us',
    );
    await fromServices(
      () => page.getByRole('main').getByRole('link', { name: 'Смотреть пакеты' }).click(),
      'pricing',
    );
  });

  test('an in-site link from the marketing site opens the contact block', async ({ page, site }) => {
    await page.goto(site.url('/marketing'));
    // The visitor has used the page (its calculator opened and closed), so the site's router is running.
    await page.getByRole('button', { name: 'Рассчитать стоимость' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/digital#contact';
      link.textContent = 'Заказать разработку';
      link.addEventListener('click', (event) => {
        event.preventDefault();
        (window as unknown as { singleSpaNavigate: (href: string) => void }).singleSpaNavigate(link.href);
      });
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Заказать разработку' }).click();
    await expect(page).toHaveURL(site.url('/digital#contact'));
    await expectSectionAtTop(page, 'contact');
  });
});

test('the digital footer links', async ({ page, site }) => {
  await page.goto(site.url('/digital'));
  const footer = page.getByRole('contentinfo');
  const footerLink = (name: string) =>
    footer.getByRole('navigation').getByRole('link', { name, exact: true });

  await footerLink('Почему мы').click();
  await expectSectionAtTop(page, 'why-us');
  await footerLink('Пакеты').click();
  await expectSectionAtTop(page, 'pricing');
  await footerLink('Контакты').click();
  await expectSectionAtTop(page, 'contact');
  await footerLink('Главная').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(site.url('/digital'));

  await footerLink('Услуги').click();
  await expectServicesPage(page, site);
  await footerLink('Главная').click();
  await expect(page).toHaveURL(site.url('/digital'));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await footer.getByRole('link', { name: 'Marketing Agency' }).click();
  await expect(page).toHaveURL(site.url('/marketing'));
  await expect(page.locator('[data-app="marketing-app"]')).toBeVisible();
});
