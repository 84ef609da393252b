import {
  achievements,
  advantages,
  blogArticles,
  clients,
  consultationInfoCards,
  digitalSearchKeywords,
  divisionComparison,
  featuredArticle,
  listedArticles,
  marketingHeroStats,
  marketingSearchKeywords,
  marketingWhyUs,
  referralWhyChooseUs,
  searchServices,
  seoLandingClaims,
  siteClaims,
  technologies,
  testimonials,
} from 'shared-data/testing';
import { digitalTechnologies } from './digital-services';
import { searchMaxResults } from './service-search';
import { testimonialRotationMs } from './testimonials';

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);
const expectUnique = (values: readonly string[]) => expect(new Set(values).size).toBe(values.length);

describe('content counts and ids', () => {
  it.each([
    ['advantages', advantages, 12],
    ['testimonials', testimonials, 7],
    ['clients', clients, 5],
    ['blog articles', blogArticles, 6],
  ] as const)('has %s with unique ids', (_, list, count) => {
    expect(list).toHaveLength(count);
    expectUnique(ids(list));
  });

  it('has 12 advantage cards with a title, a description and an icon, and an achievements strip', () => {
    for (const advantage of advantages) {
      expect(advantage.title).not.toBe('');
      expect(advantage.description).not.toBe('');
      expect(advantage.icon).toMatch(/^[a-z0-9-]+$/);
    }
    expect(achievements.length).toBeGreaterThan(0);
    expectUnique(ids(achievements));
  });

  it('rates every testimonial 5 and rotates them every 4 seconds', () => {
    expect(testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
    expect(testimonialRotationMs).toBe(4000);
  });

  it('draws every client logo as short initials', () => {
    for (const client of clients) {
      expect(client.initials.length).toBeGreaterThan(0);
      expect(client.initials.length).toBeLessThanOrEqual(3);
    }
  });

  it('features the first article and lists the other five, newest first, with ISO dates', () => {
    expect(featuredArticle).toBe(blogArticles[0]);
    expect(listedArticles).toEqual(blogArticles.slice(1));
    expect(listedArticles).toHaveLength(5);
    const dates = blogArticles.map((article) => article.date);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const article of blogArticles) {
      expect(Number.isInteger(article.readTime) && article.readTime > 0).toBe(true);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.imageAlt).not.toBe('');
    }
  });

  it('annotates the 12 technologies of the digital services page', () => {
    expect(technologies.map((technology) => technology.name)).toEqual([...digitalTechnologies]);
    expect(technologies).toHaveLength(12);
    expect(technologies.every((technology) => technology.note.length > 0)).toBe(true);
  });
});

describe('claims', () => {
  it('holds every figure of the spec', () => {
    const values = Object.fromEntries(Object.entries(siteClaims).map(([key, claim]) => [key, claim.value]));
    expect(values).toMatchObject({
      projects: '150+',
      satisfiedClients: '98%',
      satisfiedClientsAlt: '95%',
      support: '24/7',
      marketingProjects: '50+',
      digitalProjects: '100+',
      completedProjects: '35+',
      services: '120+',
      salesGrowth: '200–300%',
      averageRoi: '150%',
      roi: '200%+',
      rating: '4.9/5',
    });
    expect(siteClaims.yearsOnMarket.value).toContain('3');
    expect(siteClaims.startWithin.value).toContain('24');
    expect(siteClaims.firstResults.value).toContain('7');
    expect(siteClaims.topThree.label).toContain('3–6 месяцев');
    expect(siteClaims.rating.label).toContain('47');
    expectUnique(ids(Object.values(siteClaims)));
  });

  it('compares the divisions and states the landing claims', () => {
    expect(divisionComparison.marketing.value).toBe('1–3 месяца');
    expect(divisionComparison.digital.value).toBe('2–8 недель');
    expect(seoLandingClaims.map((claim) => claim.value)).toEqual(['+300%', '+250%', '200%+']);
    expect(referralWhyChooseUs.map((claim) => claim.label)).toEqual([
      'Рост продаж от 10% до 25%',
      'Профессиональная команда',
      'Полный спектр услуг',
      'Оплата только после подписания договора',
    ]);
    expect(marketingHeroStats).toHaveLength(4);
    expect(marketingWhyUs).toHaveLength(4);
    expect(marketingWhyUs.find((claim) => claim.id === 'transparency')?.value).toBe('100%');
  });

  it('describes the consultation: what to expect and its details', () => {
    const [expectations, details] = consultationInfoCards;
    expect(expectations?.items).toHaveLength(4);
    expect(details?.items.map((item) => item.value)).toEqual(['60 минут', 'Онлайн или офлайн', 'Бесплатно']);
    for (const card of consultationInfoCards) {
      expectUnique(ids(card.items));
    }
  });
});

describe('home page search', () => {
  const allKeywords = [...marketingSearchKeywords, ...digitalSearchKeywords];
  const countMatches = (query: string) =>
    allKeywords.filter((keyword) => keyword.toLowerCase().includes(query.toLowerCase())).length;

  it('searches two lists of 12 distinct keywords', () => {
    expect(marketingSearchKeywords).toHaveLength(12);
    expect(digitalSearchKeywords).toHaveLength(12);
    expectUnique(allKeywords);
  });

  it.each(['', 'S', 'SE', 'ре', '  re  ', ' CR '])('finds nothing for %p', (query) => {
    expect(searchServices(query)).toEqual([]);
  });

  it('matches substrings case-insensitively, from three characters on', () => {
    expect(searchServices('seo').map((suggestion) => suggestion.service)).toEqual(['SEO продвижение']);
    expect(searchServices('РЕКЛАМ').map((suggestion) => suggestion.service)).toEqual([
      'Таргетированная реклама',
      'Контекстная реклама',
    ]);
    expect(searchServices('telegram')).toEqual(searchServices('TeLeGrAm'));
    expect(searchServices('нет такой услуги')).toEqual([]);
  });

  it('returns at most 5 suggestions', () => {
    expect(countMatches('разработ')).toBeGreaterThan(searchMaxResults);
    expect(searchServices('РАЗРАБОТ')).toHaveLength(5);
    expect(searchMaxResults).toBe(5);
  });

  it('badges each suggestion with its division, action and link', () => {
    expect(searchServices('crm')).toEqual([
      {
        service: 'Настройка CRM',
        type: 'marketing',
        badge: 'Marketing Agency',
        action: 'Перейти к выбору тарифа',
        href: '/marketing',
      },
      {
        service: 'Разработка CRM и ERP систем',
        type: 'digital',
        badge: 'Digital Agency',
        action: 'Обсудить проект',
        href: '/digital',
      },
    ]);
  });
});
