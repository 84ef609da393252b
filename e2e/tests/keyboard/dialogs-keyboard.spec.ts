import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { closeWithEscape, expectFocusTrapped, openDialogWith, openPage, tabTo } from './keyboard-steps';

interface DialogWalk {
  /** What the walk covers. */
  title: string;
  path: string;
  /** The button that opens the dialog. */
  trigger: (page: Page) => Locator;
  dialog: string;
  key: 'Enter' | 'Space';
}

const consultation = 'Получить бесплатную консультацию';

const walks: DialogWalk[] = [
  {
    title: 'the about dialog of the home page',
    path: '/',
    trigger: (page) => page.locator('#about').getByRole('button', { name: 'Узнать больше о нас' }),
    dialog: 'Узнайте нас ближе',
    key: 'Enter',
  },
  {
    title: 'the consultation dialog of the home page',
    path: '/',
    trigger: (page) => page.locator('#about').getByRole('button', { name: 'Получить консультацию' }),
    dialog: consultation,
    key: 'Space',
  },
  {
    title: 'the consultation dialog of /service',
    path: '/service',
    trigger: (page) => page.getByRole('button', { name: 'Описать проект' }),
    dialog: consultation,
    key: 'Enter',
  },
  {
    title: 'the consultation dialog of the digital contact block',
    path: '/digital',
    trigger: (page) =>
      page
        .getByRole('region', { name: 'Обсудим ваш проект' })
        .getByRole('button', { name: 'Получить консультацию' }),
    dialog: consultation,
    key: 'Space',
  },
  {
    title: 'the plan order of /pricing',
    path: '/pricing',
    trigger: (page) => page.getByRole('button', { name: 'Выбрать тариф POPULAR' }),
    dialog: 'Заявка на тариф POPULAR',
    key: 'Enter',
  },
  {
    title: 'the calculator of /pricing',
    path: '/pricing',
    trigger: (page) => page.getByRole('button', { name: 'Рассчитать стоимость' }),
    dialog: 'Калькулятор тарифа КОНСТРУКТОР',
    key: 'Space',
  },
  {
    title: 'the digital constructor',
    path: '/digital',
    trigger: (page) => page.locator('#pricing').getByRole('button', { name: 'Собрать проект' }),
    dialog: 'Конструктор digital-проекта',
    key: 'Enter',
  },
  {
    title: 'the pack order of /digital',
    path: '/digital',
    trigger: (page) => page.getByRole('button', { name: 'Выбрать пакет PRO PACK' }),
    dialog: 'Заявка на пакет PRO PACK',
    key: 'Space',
  },
  {
    title: 'the service order of /digital/services',
    path: '/digital/services',
    trigger: (page) => page.getByRole('button', { name: 'Отдельно: Мобильные приложения' }),
    dialog: 'Заказ услуги «Мобильные приложения»',
    key: 'Enter',
  },
  {
    title: 'the service order opened by "Выбрать пакет" of /digital/services',
    path: '/digital/services',
    trigger: (page) => page.getByRole('button', { name: 'Выбрать пакет: Аналитика и BI' }),
    dialog: 'Заказ услуги «Аналитика и BI»',
    key: 'Space',
  },
];

for (const width of [1280, 390]) {
  test.describe(`dialogs by keyboard at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 844 } });

    for (const walk of walks) {
      test(`${walk.title}: ${walk.key} opens it, Tab stays inside, Escape gives focus back`, async ({
        page,
        site,
      }) => {
        await openPage(page, site.url(walk.path));
        const trigger = walk.trigger(page);
        const dialog = await openDialogWith(page, trigger, walk.dialog, walk.key);
        await expectFocusTrapped(page, dialog);
        await closeWithEscape(page, dialog, trigger);
      });
    }

    test('the custom tariff opened from the CONSTRUCTOR order', async ({ page, site }) => {
      await openPage(page, site.url('/pricing'));
      const trigger = page.getByRole('button', { name: 'Индивидуальный тариф' });
      const order = await openDialogWith(page, trigger, 'Заявка на тариф CONSTRUCTOR');
      const configure = order.getByRole('button', { name: 'Настроить тариф' });
      await tabTo(page, configure);
      await page.keyboard.press('Enter');
      const custom = page.getByRole('dialog', { name: 'Конструктор индивидуального тарифа' });
      await expect(custom).toBeVisible();
      await expectFocusTrapped(page, custom);
      await closeWithEscape(page, custom, configure);
      await closeWithEscape(page, order, trigger);
    });
  });
}
