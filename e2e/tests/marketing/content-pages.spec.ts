import { expect, test } from '../../fixtures';

const seoPaths = [
  '/seo-landing',
  '/smm-services-tashkent',
  '/seo-promotion-uzbekistan',
  '/website-development-tashkent',
  '/mobile-apps-uzbekistan',
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

test('every SEO path serves its own title and description in the raw HTML and its own headline', async ({
  page,
  site,
}) => {
  const heads = [];
  for (const path of seoPaths) {
    const response = await page.request.get(site.url(path));
    expect(response.status()).toBe(200);
    const html = await response.text();
    heads.push({ title: titleOf(html), description: descriptionOf(html) });
  }
  expect(new Set(heads.map((head) => head.title)).size).toBe(seoPaths.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(seoPaths.length);
  expect(heads.every((head) => head.title !== '' && head.description !== '')).toBe(true);

  const headlines = [];
  for (const path of seoPaths) {
    await page.goto(site.url(path));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    headlines.push(await h1.textContent());
  }
  expect(new Set(headlines).size).toBe(seoPaths.length);
});

test('the SEO landing shows its parts and its buttons scroll to the services and the consultation form', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/smm-services-tashkent'));
  await expect(page.getByText('Рейтинг 4.9/5 — 47 отзывов')).toBeVisible();
  for (const figure of ['+300%', '+250%', '200%+'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'SMM-продвижение' })).toContainText('от 1 500 000 сум');
  await expect(page.getByRole('listitem', { name: 'SEO-продвижение' })).toContainText('от 2 000 000 сум');
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await expect(contacts).toContainText('г. Ташкент, ул. Амира Темура');
  await expect(contacts).toContainText('Пн–Вс: 09:00–18:00');
  await expect(contacts.getByRole('link', { name: /^\+998/ })).toHaveAttribute('href', /^tel:\+998/);

  await page.getByRole('link', { name: 'Смотреть услуги' }).click();
  await expect(page.locator('#services-section')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Получить консультацию' }).click();
  await expect(page.locator('#contact-form')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await contacts.getByRole('link', { name: 'Заказать звонок' }).click();
  await expect(page.locator('#contact-form')).toBeInViewport();
  await expect(page).toHaveURL(site.url('/smm-services-tashkent'));

  await page.getByRole('link', { name: 'Все маркетинговые услуги' }).click();
  await expect(page).toHaveURL(site.url('/services'));
});

test('the services page lists the 20 services and a tariff button lands on the home pricing', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/services'));
  await expect(page.getByRole('heading', { level: 1, name: 'Маркетинговые услуги' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Все услуги' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(20);
  await expect(page.getByRole('listitem', { name: 'Чат-боты для продаж' })).toContainText(
    'Доступно в CONSTRUCTOR',
  );
  await expect(page.getByRole('link', { name: 'Получить консультацию' }).last()).toBeVisible();

  await page.getByRole('listitem', { name: 'Брендинг' }).getByRole('link', { name: 'PREMIUM' }).click();
  await expect(page).toHaveURL(site.url('/#pricing'));
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('the why-choose-us page shows the 12 advantages, the achievements and a call to action', async ({
  page,
  site,
}) => {
  await page.goto(site.url('/why-choose-us'));
  await expect(page.getByRole('heading', { level: 1, name: 'Почему выбирают нас' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Преимущества агентства' }).getByRole('listitem')).toHaveCount(
    12,
  );
  const achievements = page.getByRole('region', { name: 'Наши достижения' });
  await expect(achievements).toContainText('150+');
  await expect(achievements).toContainText('24/7');
  await expect(page.getByRole('link', { name: 'Смотреть тарифы' })).toHaveAttribute('href', '/pricing');
});

test('the blog shows its articles and the newsletter box is honest about the subscription', async ({
  page,
  site,
}) => {
  const sent: string[] = [];
  await page.goto(site.url('/blog'));
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Блог о маркетинге и разработке');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Другие статьи' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Читать статью' })).toBeDisabled();

  const box = page.getByRole('region', { name: 'Подписка на статьи' });
  await box.getByRole('textbox', { name: 'Email' }).fill('reader@');
  await box.getByRole('button', { name: 'Подписаться' }).click();
  await expect(box.getByText('Введите корректный email')).toBeVisible();
  await box.getByRole('textbox', { name: 'Email' }).fill('reader@example.uz');
  await box.getByRole('button', { name: 'Подписаться' }).click();
  await expect(box.getByRole('status')).toContainText('Подписка пока недоступна');
  expect(sent).toEqual([]);
});
