import type { JourneyFixtures } from '../../fixtures';
import { axeClean, expect, liveManagerEmail, type SiteFixture, test } from '../../fixtures';
import { fillContacts, submitLead } from '../../lead-journey';
import { signIn } from './admin-steps';

/** The count of new leads the tab's title starts with: `(3) Заявки…`, or 0 without one. */
const waitingInTitle = async (page: import('@playwright/test').Page) =>
  Number((await page.title()).match(/^\((\d+)\) /)?.[1] ?? 0);

/** The team chat's alerts the gateway captured, as Telegram would have received them. */
async function telegramAlerts(page: import('@playwright/test').Page, site: SiteFixture) {
  const answer = await page.request.get(`http://localhost:${site.ports.functions}/dev/outbox/telegram`);
  return (await answer.json()) as { text: string }[];
}

/** An open inbox shows a new lead within 15 s, counts it in the title, and the alert links to it. */
export async function watchTheInbox({ browser, page, site }: JourneyFixtures, width: number) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 900 });
  await page.context().grantPermissions(['notifications'], { origin: new URL(site.url('/')).origin });
  await signIn(page, site, liveManagerEmail);
  await page.getByRole('button', { name: 'Уведомлять о новых заявках' }).click();
  await expect(page.getByRole('button', { name: 'Выключить уведомления' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Заявки по статусу' })).toBeVisible();
  const before = await waitingInTitle(page);

  // A visitor books a consultation while the manager's inbox stays open.
  const name = `Шахзода ${width}`;
  const visitorContext = await browser.newContext({ locale: 'ru-RU' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(site.url('/#contact-form'));
  const form = visitor.locator('#contact-form');
  await fillContacts(form, { name, email: `live.${width}@example.uz`, phone: '90 555 12 34' });
  await form.getByRole('radio', { name: /Онлайн/ }).check();
  await submitLead(visitor, form.getByRole('button', { name: 'Записаться на консультацию' }));
  await visitorContext.close();

  const row = page.getByRole('button', { name: `Открыть заявку: ${name}` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => waitingInTitle(page)).toBe(before + 1);
  const tabs = page.getByRole('group', { name: 'Заявки по статусу' });
  await tabs.getByRole('button', { name: `Новые ${before + 1}` }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(row).toBeVisible();

  // The team chat's alert ends with the lead's address in the inbox; it opens the lead.
  await expect
    .poll(async () => (await telegramAlerts(page, site)).some((alert) => alert.text.includes(name)))
    .toBe(true);
  const alert = (await telegramAlerts(page, site)).find((message) => message.text.includes(name));
  const link = alert?.text.split('\n').at(-1)?.replace('Открыть в инбоксе: ', '') ?? '';
  expect(link).toMatch(/\/admin\?lead=[0-9a-f-]{36}$/);
  await page.goto(link);
  const lead = page.getByRole('dialog', { name: `${name} — Новая` });
  await expect(lead).toBeVisible();
  await lead.getByRole('button', { name: 'Закрыть' }).click();

  // «Сводка» counts today's consultations, draws them and lists the numbers.
  await page.getByRole('link', { name: 'Сводка' }).click();
  const summary = page.getByRole('region', { name: 'Сводка за 30 дней' });
  const byType = summary.getByRole('table', { name: 'Заявки по дням и типам' });
  await expect(byType.getByRole('columnheader', { name: 'Консультация' })).toBeVisible();
  await expect(summary.getByRole('img', { name: 'Заявки по дням и типам' })).toBeVisible();
  const today = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Asia/Tashkent',
    day: '2-digit',
    month: '2-digit',
  })
    .format(new Date())
    .replace(/\.$/, '');
  await expect(byType.getByRole('row', { name: new RegExp(`^${today.replace('.', '\\.')} `) })).toBeVisible();
  await axeClean(page);
}
