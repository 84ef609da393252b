import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { localSite, Site } from '../launch/site';
import { repoRoot } from '../webpack/shared-modules';
import { chromiumPath } from './machine';
import { median } from './stats';

/** One kind of save under an open page of `npm run dev`: its median time from save to screen. */
export interface HotUpdateRow {
  change: string;
  saves: number;
  medianMs: number;
  maxMs: number;
  /** Saves after which the page had reloaded, or the form lost what was filled in, rather than been updated in place. */
  reloads: number;
}

interface Save {
  change: string;
  path: string;
  file: string;
  /**
   * Opens the form the save shows in and fills it in; gives what shows the saved text, and what the visitor's input
   * left on screen (lost when the part is mounted anew or the page reloads).
   */
  open: (page: Page) => Promise<{ shown: (text: string) => Locator; state: () => Promise<string> }>;
  /** What the save replaces in the file, with what the n-th time, and the text that then shows. */
  from: string;
  to: (n: number) => string;
  text: (n: number) => string;
}

const consultationDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Получить бесплатную консультацию' });

const saves: readonly Save[] = [
  {
    change: "a shared-ui form's texts in an island (the consultation dialog on /service)",
    path: '/service',
    file: 'shared-ui/src/texts/ru.ts',
    open: async (page) => {
      await page.getByRole('button', { name: 'Описать проект' }).click();
      const dialog = consultationDialog(page);
      await dialog.getByLabel(/^Имя/).fill('Азиза Каримова');
      await dialog.getByLabel(/^Email/).fill('aziza@');
      await dialog.getByLabel(/^Телефон/).fill('90 123 45 67');
      await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
      await dialog.getByText('Введите корректный email').waitFor();
      const name = dialog.getByLabel(/^Имя/);
      return { shown: (text) => dialog.getByLabel(text, { exact: true }), state: () => name.inputValue() };
    },
    from: "message: 'Сообщение',",
    to: (n) => `message: 'Сообщение ${n}',`,
    text: (n) => `Сообщение ${n}`,
  },
  {
    change: "a remote's texts in an island (the tariff calculator on /pricing)",
    path: '/pricing',
    file: 'marketing-app/src/texts/ru.ts',
    open: async (page) => {
      await page.getByRole('button', { name: 'Рассчитать стоимость' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' });
      await dialog.getByRole('button', { name: 'Увеличить количество: Дизайн логотипа' }).click();
      const summary = dialog.getByText(/^Услуг: /);
      await summary.waitFor();
      // How many services were added: the summary's other words are the ones saved.
      const added = async () => (await summary.textContent())?.match(/Услуг: \d+/)?.[0] ?? '';
      return { shown: (text) => dialog.getByText(text), state: added };
    },
    from: "total: 'Итого в месяц'",
    to: (n) => `total: 'Итого в месяц ${n}'`,
    text: (n) => `Итого в месяц ${n}`,
  },
  {
    change: 'a part only the server renders (a heading on /service): the page reloads',
    path: '/service',
    file: 'marketing-app/src/texts/ru.ts',
    open: async (page) => {
      await page.getByRole('button', { name: 'Описать проект' }).click();
      const name = consultationDialog(page).getByLabel(/^Имя/);
      await name.fill('Азиза Каримова');
      return {
        shown: (text) => page.getByRole('heading', { level: 2, name: text }),
        state: () => name.inputValue(),
      };
    },
    from: "briefTitle: 'Что рассказать о проекте',",
    to: (n) => `briefTitle: 'Что рассказать о проекте ${n}',`,
    text: (n) => `Что рассказать о проекте ${n}`,
  },
];

/** Times `runs` saves of one kind under an open page; the file is put back whatever happens. */
async function timeSaves(page: Page, shellUrl: string, save: Save, runs: number): Promise<HotUpdateRow> {
  const file = join(repoRoot, save.file);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(save.from)) throw new Error(`${save.file} no longer has ${save.from.trim()}`);
  let loads = 0;
  const onLoad = () => {
    loads += 1;
  };
  await page.goto(`${shellUrl}${save.path}`);
  let { shown, state } = await save.open(page);
  const filled = await state();
  page.on('load', onLoad);
  const times: number[] = [];
  let reloads = 0;
  try {
    for (let n = 1; n <= runs; n += 1) {
      const before = loads;
      const started = performance.now();
      writeFileSync(file, source.replace(save.from, save.to(n)));
      await shown(save.text(n)).waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
      // A reload has nothing of what was filled in; an update in place keeps it all.
      if (loads > before || (await state()) !== filled) {
        reloads += 1;
        // The next save starts from the state a person had: the form open and filled in again.
        await page.goto(`${shellUrl}${save.path}`);
        ({ shown, state } = await save.open(page));
      }
    }
  } finally {
    page.off('load', onLoad);
    writeFileSync(file, source);
  }
  return {
    change: save.change,
    saves: runs,
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
    reloads,
  };
}

/**
 * `npm run dev` on ports of its own and one Chromium page: `runs` saves of each kind, each timed from the file's write to
 * the saved text on screen, with a form open and filled in meanwhile.
 */
export async function benchHotUpdates(portBase: number, runs: number): Promise<HotUpdateRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'agency-bench-dev-'));
  const { ports, env } = localSite(portBase, work);
  const site = new Site({ env, mode: 'dev', log: () => undefined });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    await site.startAll(undefined, 300_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    const rows: HotUpdateRow[] = [];
    for (const save of saves) rows.push(await timeSaves(page, `http://localhost:${ports.shell}`, save, runs));
    return rows;
  } finally {
    await browser.close();
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}
