import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../../axe-scans';
import { test as siteTest } from '../../fixtures';
import { closeWithEscape } from '../keyboard/keyboard-steps';

/** How long the site's scripts are held on the network: far longer than a dialog may take to open. */
const scriptHoldMs = 10_000;

interface HeldScripts {
  /** Requests for the site's scripts held so far. */
  held: () => number;
  /** Of those, the ones already let through to the network. */
  letThrough: () => number;
}

/**
 * Every request for a script of the site (the shell's and the remotes' `.js` files, never the document) waits on the
 * network until 10 s have passed since it was made or the test is over, then goes on.
 */
const test = siteTest.extend<{ heldScripts: HeldScripts }>({
  heldScripts: async ({ page, site }, use) => {
    const sitePorts = new Set(Object.values(site.ports).map(String));
    let endTest = () => {};
    const testOver = new Promise<void>((resolve) => {
      endTest = resolve;
    });
    let held = 0;
    let letThrough = 0;
    await page.route(
      (url) => url.hostname === 'localhost' && sitePorts.has(url.port) && url.pathname.endsWith('.js'),
      async (route) => {
        held += 1;
        let timer: NodeJS.Timeout | undefined;
        const holdOver = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, scriptHoldMs);
        });
        await Promise.race([testOver, holdOver]);
        clearTimeout(timer);
        letThrough += 1;
        // The page may be closing by then; a script it no longer wants is no failure.
        await route.continue().catch(() => undefined);
      },
    );
    await use({ held: () => held, letThrough: () => letThrough });
    endTest();
  },
});
const { expect } = test;

const phone = { width: 390, height: 844 };

const taps: { path: string; button: (page: Page) => Locator; label: string; dialog: string }[] = [
  {
    path: '/pricing',
    button: (page) => page.getByRole('button', { name: 'Выбрать тариф' }).first(),
    label: 'the first «Выбрать тариф»',
    dialog: 'Заявка на тариф STARTER',
  },
  {
    path: '/',
    button: (page) => page.getByRole('button', { name: 'Меню', exact: true }),
    label: '«Меню»',
    dialog: 'Меню',
  },
];

test.describe('with the site’s scripts held back on the network for 10 s', () => {
  test.use({ viewport: phone, hasTouch: true });

  for (const { path, button, label, dialog } of taps) {
    test(`${path}: a tap on ${label} opens «${dialog}» at once; Escape closes it and gives the button its focus back`, async ({
      page,
      site,
      heldScripts,
    }) => {
      await page.goto(site.url(path), { waitUntil: 'commit' });
      await expect.poll(heldScripts.held, 'scripts of the site requested and held').toBeGreaterThan(0);
      const opener = button(page);
      await opener.tap();
      const opened = page.getByRole('dialog', { name: dialog, exact: true });
      await expect(opened).toBeVisible();
      expect(heldScripts.letThrough(), 'scripts let through before the dialog showed').toBe(0);

      await closeWithEscape(page, opened, opener);
      expect(heldScripts.letThrough(), 'scripts let through before the dialog closed').toBe(0);
    });
  }
});

interface VisitorDialog {
  /** What the dialog is to a visitor. */
  title: string;
  path: string;
  /** Presses the buttons that open the dialog, as a visitor does. */
  open: (page: Page) => Promise<void>;
  /** The dialog's accessible name. */
  dialog: string;
  /** The widths its button shows at. */
  widths: readonly number[];
}

const bothWidths = [390, 1280] as const;

/**
 * Lets axe run on a page opened without script: its checks wait on timers, which never fire while script is off.
 * Script comes back only once the page and its open dialog are what the platform alone made of the markup; the
 * page's own scripts, skipped as it loaded, stay unrun.
 */
async function allowAxeToRun(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  // The browser takes a session's override only as a change of that session's own: set, then lifted.
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
}

/** Waits for the entrances that play once (a panel's rise, a backdrop's fade) to end: axe reads colours at rest. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const pressIn = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true }).click();

/** Every dialog a visitor opens on the public pages, each by a button that opens it. */
const visitorDialogs: VisitorDialog[] = [
  {
    title: 'the tariff order',
    path: '/pricing',
    open: (page) => pressIn(page, 'Выбрать тариф STARTER'),
    dialog: 'Заявка на тариф STARTER',
    widths: bothWidths,
  },
  {
    title: 'the custom tariff, over the CONSTRUCTOR order',
    path: '/pricing',
    open: async (page) => {
      await pressIn(page, 'Индивидуальный тариф');
      await pressIn(page.getByRole('dialog', { name: 'Заявка на тариф CONSTRUCTOR' }), 'Настроить тариф');
    },
    dialog: 'Конструктор индивидуального тарифа',
    widths: bothWidths,
  },
  {
    title: 'the calculator',
    path: '/',
    open: (page) => pressIn(page, 'Рассчитать стоимость'),
    dialog: 'Калькулятор тарифа КОНСТРУКТОР',
    widths: bothWidths,
  },
  {
    title: 'the consultation',
    path: '/',
    open: (page) => pressIn(page.locator('#about'), 'Получить консультацию'),
    dialog: 'Получить бесплатную консультацию',
    widths: bothWidths,
  },
  {
    title: 'the about dialog',
    path: '/',
    open: (page) => pressIn(page.locator('#about'), 'Узнать больше о нас'),
    dialog: 'Узнайте нас ближе',
    widths: bothWidths,
  },
  {
    title: 'the pack order',
    path: '/digital',
    open: (page) => pressIn(page, 'Выбрать пакет PRO PACK'),
    dialog: 'Заявка на пакет PRO PACK',
    widths: bothWidths,
  },
  {
    title: 'the digital constructor',
    path: '/digital',
    open: (page) => pressIn(page.locator('#pricing'), 'Собрать проект'),
    dialog: 'Конструктор digital-проекта',
    widths: bothWidths,
  },
  {
    title: 'the service order',
    path: '/digital/services',
    open: (page) => pressIn(page, 'Выбрать пакет: Мобильные приложения'),
    dialog: 'Заказ услуги «Мобильные приложения»',
    widths: bothWidths,
  },
  {
    // Wide screens show the header's navigation instead, and the menu's button is hidden.
    title: 'the menu',
    path: '/',
    open: (page) => pressIn(page, 'Меню'),
    dialog: 'Меню',
    widths: [390],
  },
];

test.describe('every dialog opened without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { title, path, open, dialog, widths } of visitorDialogs) {
    for (const width of widths) {
      test(`${path}: ${title} at ${width} px passes axe`, async ({ page, site }) => {
        await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
        await page.goto(site.url(path));
        await open(page);
        await expect(page.getByRole('dialog', { name: dialog, exact: true })).toBeVisible();
        await allowAxeToRun(page);
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
