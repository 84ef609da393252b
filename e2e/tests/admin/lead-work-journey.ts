import type { JourneyFixtures } from '../../fixtures';
import { axeClean, expect, test, workManagerEmails } from '../../fixtures';
import { signIn } from './admin-steps';

const [aziza, bobur] = workManagerEmails;

/** Two managers work one lead: an owner, a next contact, notes, and no silent overwrite. */
export async function workOneLead({ browser, page, site }: JourneyFixtures, width: number) {
  test.setTimeout(120_000);
  const name = `Дильшод ${width}`;
  const answer = await page.request.post(
    `http://localhost:${site.ports.functions}/functions/v1/submit-application`,
    {
      data: {
        type: 'consultation',
        name,
        email: `work.${width}@example.uz`,
        phone: '90 321 54 76',
        meeting_format: 'online',
      },
    },
  );
  const { id } = (await answer.json()) as { id: string };

  // Both managers open the lead.
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, site, aziza);
  await page.goto(site.url(`/admin?lead=${id}`));
  const mine = page.getByRole('dialog', { name: `${name} — Новая` });
  const boburContext = await browser.newContext({ locale: 'ru-RU', viewport: { width, height: 900 } });
  const other = await boburContext.newPage();
  await signIn(other, site, bobur);
  await other.goto(site.url(`/admin?lead=${id}`));
  const theirs = other.getByRole('dialog', { name: `${name} — Новая` });
  await expect(theirs.getByRole('region', { name: 'Работа с заявкой' })).toBeVisible();

  // Aziza takes it and plans a call.
  const work = mine.getByRole('region', { name: 'Работа с заявкой' });
  await work.getByRole('combobox', { name: 'Ответственный' }).selectOption(aziza);
  await work.getByLabel('Следующий контакт').fill('2030-01-15');
  await work.getByRole('button', { name: 'Сохранить' }).click();
  await expect(work.getByText('Сохранено')).toBeVisible();
  await expect(mine.getByText(new RegExp(`ответственный Не назначен → ${aziza}, ${aziza}`))).toBeVisible();

  // Bobur, still looking at the lead as it was, is told, and sees Aziza's change.
  const otherWork = theirs.getByRole('region', { name: 'Работа с заявкой' });
  await otherWork.getByRole('combobox', { name: 'Ответственный' }).selectOption(bobur);
  await otherWork.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    otherWork.getByText(/^Не удалось сохранить: Заявку только что изменил другой менеджер/),
  ).toBeVisible();
  await expect(otherWork.getByRole('combobox', { name: 'Ответственный' })).toHaveValue(aziza);
  await otherWork.getByRole('textbox', { name: 'Заметка' }).fill('Просит КП до пятницы 😀');
  await otherWork.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(otherWork.getByText('Просит КП до пятницы 😀')).toBeVisible();
  await axeClean(other);
  await boburContext.close();

  // Aziza's own leads show it, with Bobur's note.
  await page.goto(site.url('/admin?owner=mine'));
  await page
    .getByRole('button', { name: `Открыть заявку: ${name}` })
    .first()
    .click();
  await expect(mine.getByText('Просит КП до пятницы 😀')).toBeVisible();
  await expect(
    mine.getByRole('region', { name: 'Работа с заявкой' }).getByLabel('Следующий контакт'),
  ).toHaveValue('2030-01-15');
  await axeClean(page);
}
