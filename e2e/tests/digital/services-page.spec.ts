import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures';

const priceRanges = [
  ['Веб-разработка', '8 000 000 - 25 000 000 сум'],
  ['Мобильные приложения', '15 000 000 - 40 000 000 сум'],
  ['Чат-боты', '3 500 000 - 12 000 000 сум'],
  ['Backend-разработка', '6 000 000 - 20 000 000 сум'],
  ['UX/UI дизайн', '4 000 000 - 15 000 000 сум'],
  ['Кибербезопасность', '5 000 000 - 18 000 000 сум'],
  ['DevOps', '7 000 000 - 22 000 000 сум'],
  ['Аналитика и BI', '6 000 000 - 20 000 000 сум'],
  ['AI и машинное обучение', '10 000 000 - 35 000 000 сум'],
  ['CRM и ERP системы', '8 000 000 - 30 000 000 сум'],
  ['API и интеграции', '4 000 000 - 15 000 000 сум'],
  ['Тестирование и QA', '3 500 000 - 12 000 000 сум'],
] as const;

const technologies = [
  'React',
  'Node.js',
  'Python',
  'PostgreSQL',
  'MongoDB',
  'AWS',
  'Docker',
  'Kubernetes',
  'React Native',
  'Flutter',
  'TensorFlow',
  'Redis',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`/digital/services at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows the 12 services with their price ranges and the 12 technologies', async ({ page, site }) => {
      await page.goto(site.url('/digital/services'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Услуги разработки');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const services = page.getByRole('list', { name: 'Направления разработки' }).locator(':scope > li');
      await expect(services).toHaveCount(12);
      for (const [index, [title, range]] of priceRanges.entries()) {
        const card = services.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
        // The card's own range; its order dialog, closed in the card, names the same range.
        await expect(card.getByText(range, { exact: true }).filter({ visible: true })).toBeVisible();
        await expect(card.getByRole('list', { name: 'Доступно в пакетах:' })).toBeVisible();
        await expect(card.getByRole('button', { name: `Выбрать пакет: ${title}` })).toBeVisible();
        await expect(card.getByRole('button', { name: `Отдельно: ${title}` })).toBeVisible();
      }

      await expect(
        page.getByRole('list', { name: 'Технологии' }).getByRole('heading', { level: 3 }),
      ).toHaveText(technologies);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
    });

    test('the hero and the closing call to action open the consultation dialog', async ({ page, site }) => {
      await page.goto(site.url('/digital/services'));
      const consultation = page.getByRole('dialog', { name: 'Получить бесплатную консультацию' });

      await page.getByRole('button', { name: 'Получить консультацию' }).click();
      await expect(consultation).toBeVisible();
      await expect(consultation.getByRole('button', { name: 'Отправить заявку' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(consultation).toBeHidden();

      await page.getByRole('button', { name: 'Техническая консультация' }).click();
      await expect(consultation).toBeVisible();
      await consultation.getByRole('button', { name: 'Закрыть' }).click();
      await expect(consultation).toBeHidden();
      await expect(page.getByRole('button', { name: 'Техническая консультация' })).toBeFocused();
    });

    test('"Смотреть пакеты" lands on the packs of the digital landing', async ({ page, site }) => {
      await page.goto(site.url('/digital/services'));
      await page.getByRole('link', { name: 'Смотреть пакеты' }).click();
      await expect(page).toHaveURL(site.url('/digital#pricing'));
      await expect(page.locator('#pricing')).toBeInViewport();
    });
  });
}
