import { type BookDefinition, textsOf } from 'shared-data/site';
import {
  blogArticles,
  bookProblems,
  budgetOptions,
  constructorCategories,
  consultationMeetingFormatOptions,
  customPlanMeetingFormatOptions,
  digitalConstructorItems,
  digitalConstructorPack,
  digitalHeroClaims,
  digitalMeetingFormatOptions,
  digitalPacks,
  digitalProjects,
  digitalSearchKeywords,
  digitalServices,
  digitalStats,
  digitalWhyUs,
  experienceOptions,
  featuredArticle,
  findSeoLandingVariant,
  formatWeeks,
  landingBudgetOptions,
  landingServiceOptions,
  listedArticles,
  marketingSearchKeywords,
  preferredTimeOptions,
  projectBriefPoints,
  projectNextSteps,
  searchDivisions,
  searchSuggestions,
  seoLandingOffers,
  seoLandingReasons,
  seoLandingVariants,
  siteClaims,
  technologies,
} from 'shared-data/testing';
import { blogArticlesIn, blogTexts, featuredArticleOf } from '../blog';
import { divisionComparisonIn, siteClaimsIn } from '../claims';
import {
  constructorCategoriesIn,
  digitalConstructorItemsIn,
  digitalConstructorTexts,
} from '../digital-constructor';
import { digitalConstructorPackOf, digitalPacksIn, digitalPacksTexts } from '../digital-packs';
import {
  digitalDeliveryWeeks,
  digitalHeroClaimsOf,
  digitalProjectsIn,
  digitalProjectsTexts,
  digitalStatsOf,
  digitalWhyUsIn,
} from '../digital-projects';
import { digitalServicesIn, digitalServicesTexts } from '../digital-services';
import { discussProjectTexts, projectBriefPointsIn, projectNextStepsIn } from '../discuss-project';
import {
  budgetOptionsIn,
  consultationMeetingFormatOptionsIn,
  customPlanMeetingFormatOptionsIn,
  digitalMeetingFormatOptionsIn,
  experienceOptionsIn,
  formOptionsTexts,
  landingBudgetOptionsIn,
  landingServiceOptionsIn,
  optionValues,
  preferredTimeOptionsIn,
} from '../form-options';
import { searchDivisionsIn, searchKeywordsTexts, searchSuggestionsIn } from '../search-keywords';
import {
  seoLandingHeadlinesIn,
  seoLandingOffersIn,
  seoLandingReasonsIn,
  seoLandingTexts,
  seoLandingVariantOf,
} from '../seo-landing';
import { findSuggestions } from '../service-search';
import { technologiesIn, technologiesTexts } from '../technologies';
import ruBlog from './blog.ru';
import uzBlog from './blog.uz';
import ruClaims from './claims.ru';
import uzClaims from './claims.uz';
import ruDigitalConstructor from './digital-constructor.ru';
import uzDigitalConstructor from './digital-constructor.uz';
import ruDigitalPacks from './digital-packs.ru';
import uzDigitalPacks from './digital-packs.uz';
import ruDigitalProjects from './digital-projects.ru';
import uzDigitalProjects from './digital-projects.uz';
import ruDigitalServices from './digital-services.ru';
import uzDigitalServices from './digital-services.uz';
import ruDiscussProject from './discuss-project.ru';
import uzDiscussProject from './discuss-project.uz';
import ruFormOptions from './form-options.ru';
import uzFormOptions from './form-options.uz';
import ruSearchKeywords from './search-keywords.ru';
import uzSearchKeywords from './search-keywords.uz';
import ruSeoLanding from './seo-landing.ru';
import uzSeoLanding from './seo-landing.uz';
import ruTechnologies from './technologies.ru';
import uzTechnologies from './technologies.uz';

/** Every book of the digital and common catalog modules, with both languages as their files give them. */
const books: [string, BookDefinition<unknown>, unknown, unknown][] = [
  ['catalog/blog', blogTexts, ruBlog, uzBlog],
  ['catalog/digital-constructor', digitalConstructorTexts, ruDigitalConstructor, uzDigitalConstructor],
  ['catalog/digital-packs', digitalPacksTexts, ruDigitalPacks, uzDigitalPacks],
  ['catalog/digital-projects', digitalProjectsTexts, ruDigitalProjects, uzDigitalProjects],
  ['catalog/digital-services', digitalServicesTexts, ruDigitalServices, uzDigitalServices],
  ['catalog/discuss-project', discussProjectTexts, ruDiscussProject, uzDiscussProject],
  ['catalog/form-options', formOptionsTexts, ruFormOptions, uzFormOptions],
  ['catalog/search-keywords', searchKeywordsTexts, ruSearchKeywords, uzSearchKeywords],
  ['catalog/seo-landing', seoLandingTexts, ruSeoLanding, uzSeoLanding],
  ['catalog/technologies', technologiesTexts, ruTechnologies, uzTechnologies],
];

/** What a list's items are apart from their words: every key but the texts'. */
const factsOf = <Item extends object>(items: readonly Item[], texts: readonly (keyof Item)[]) =>
  items.map((item) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => !texts.includes(key as keyof Item))),
  );

describe.each(books)('the book %s', (name, book, ru, uz) => {
  it('gives every Russian text in Uzbek, spelt by the site’s rule', () => {
    expect(bookProblems(ru, uz)).toEqual([]);
  });

  it('loads each language as its own file', () => {
    expect(book.name).toBe(name);
    expect(textsOf(book, 'ru')).toBe(ru);
    expect(textsOf(book, 'uz')).toBe(uz);
  });
});

describe('the Russian exports are the builders’ Russian output', () => {
  it.each([
    ['blogArticles', blogArticlesIn(ruBlog, 'ru'), blogArticles],
    ['constructorCategories', constructorCategoriesIn(ruDigitalConstructor, 'ru'), constructorCategories],
    [
      'digitalConstructorItems',
      digitalConstructorItemsIn(ruDigitalConstructor, 'ru'),
      digitalConstructorItems,
    ],
    ['digitalPacks', digitalPacksIn(ruDigitalPacks, 'ru'), digitalPacks],
    ['digitalProjects', digitalProjectsIn(ruDigitalProjects, 'ru'), digitalProjects],
    ['digitalWhyUs', digitalWhyUsIn(ruDigitalProjects, 'ru', siteClaims), digitalWhyUs],
    ['digitalServices', digitalServicesIn(ruDigitalServices, 'ru'), digitalServices],
    ['projectBriefPoints', projectBriefPointsIn(ruDiscussProject, 'ru'), projectBriefPoints],
    ['projectNextSteps', projectNextStepsIn(ruDiscussProject, 'ru'), projectNextSteps],
    ['landingServiceOptions', landingServiceOptionsIn(ruFormOptions, 'ru'), landingServiceOptions],
    ['preferredTimeOptions', preferredTimeOptionsIn(ruFormOptions, 'ru'), preferredTimeOptions],
    ['landingBudgetOptions', landingBudgetOptionsIn(ruFormOptions, 'ru'), landingBudgetOptions],
    [
      'consultationMeetingFormatOptions',
      consultationMeetingFormatOptionsIn(ruFormOptions, 'ru'),
      consultationMeetingFormatOptions,
    ],
    ['budgetOptions', budgetOptionsIn(ruFormOptions, 'ru'), budgetOptions],
    [
      'customPlanMeetingFormatOptions',
      customPlanMeetingFormatOptionsIn(ruFormOptions, 'ru'),
      customPlanMeetingFormatOptions,
    ],
    [
      'digitalMeetingFormatOptions',
      digitalMeetingFormatOptionsIn(ruFormOptions, 'ru'),
      digitalMeetingFormatOptions,
    ],
    ['experienceOptions', experienceOptionsIn(ruFormOptions, 'ru'), experienceOptions],
    ['searchSuggestions', searchSuggestionsIn(ruSearchKeywords, 'ru'), searchSuggestions],
    [
      'seoLandingVariants',
      seoLandingHeadlinesIn(ruSeoLanding, 'ru'),
      seoLandingVariants.map(({ path, heading, lead }) => ({ path, heading, lead })),
    ],
    ['seoLandingReasons', seoLandingReasonsIn(ruSeoLanding, 'ru', siteClaims), seoLandingReasons],
    ['seoLandingOffers', seoLandingOffersIn(ruSeoLanding, 'ru'), seoLandingOffers],
    ['technologies', technologiesIn(ruTechnologies, 'ru'), technologies],
  ] as const)('%s', (_name, built, exported) => {
    expect(built).toEqual(exported);
  });

  it('keeps the lists, the search divisions, the featured article and the constructor pack', () => {
    expect([...marketingSearchKeywords, ...digitalSearchKeywords]).toEqual([
      ...ruSearchKeywords.marketing,
      ...ruSearchKeywords.digital,
    ]);
    expect(searchDivisionsIn(ruSearchKeywords, 'ru')).toEqual(searchDivisions);
    expect(featuredArticleOf(blogArticles)).toBe(featuredArticle);
    expect(listedArticles).toEqual(blogArticles.slice(1));
    expect(digitalConstructorPackOf(digitalPacks)).toBe(digitalConstructorPack);
    expect(formatWeeks(digitalDeliveryWeeks)).toBe('2–8 недель');
    expect(findSeoLandingVariant('/seo-landing/')).toBe(seoLandingVariants[0]);
    expect(digitalHeroClaimsOf(siteClaims, divisionComparisonIn(ruClaims))).toEqual(digitalHeroClaims);
    expect(digitalStatsOf(siteClaims)).toEqual(digitalStats);
  });
});

describe('the Uzbek builds', () => {
  const uzSiteClaims = siteClaimsIn(uzClaims);

  it('write the blog in Uzbek with the same dates and figures', () => {
    const articles = blogArticlesIn(uzBlog, 'uz');
    expect(articles[0]?.author).toBe('Aziz Karimov');
    expect(factsOf(articles, ['title', 'description', 'excerpt', 'author', 'tags', 'imageAlt'])).toEqual(
      factsOf(blogArticles, ['title', 'description', 'excerpt', 'author', 'tags', 'imageAlt']),
    );
  });

  it('price the constructor’s modules as the Russian build does, per oy and soat', () => {
    const items = digitalConstructorItemsIn(uzDigitalConstructor, 'uz');
    expect(items.find((item) => item.id === 'technical-consultation')).toMatchObject({
      name: 'Texnik konsultatsiya',
      price: 300_000,
      unit: 'soat',
    });
    expect(factsOf(items, ['name', 'description', 'unit'])).toEqual(
      factsOf(digitalConstructorItems, ['name', 'description', 'unit']),
    );
    expect(optionValues(constructorCategoriesIn(uzDigitalConstructor, 'uz'))).toEqual(
      optionValues(constructorCategories),
    );
  });

  it('describe the packs in Uzbek at the same prices, with the constructor’s price in so‘m', () => {
    const packs = digitalPacksIn(uzDigitalPacks, 'uz');
    expect(packs[1]?.features[0]).toBe('FULL PACK tarkibidagi hamma narsa');
    expect(digitalConstructorPackOf(packs).features).toContain(
      'Loyiha narxi 3\u00a0500\u00a0000\u00a0so‘mdan',
    );
    expect(factsOf(packs, ['description', 'features'])).toEqual(
      factsOf(digitalPacks, ['description', 'features']),
    );
  });

  it('write the projects’ weeks and the reasons with the Uzbek claims', () => {
    const uzTexts = uzDigitalProjects;
    expect(uzTexts.weeks({ min: 2, max: 3 })).toBe('2–3 hafta');
    expect(uzTexts.weeks({ min: 1, max: 1 })).toBe('1 hafta');
    const whyUs = digitalWhyUsIn(uzTexts, 'uz', uzSiteClaims);
    expect(whyUs.find((claim) => claim.id === 'fast-start')).toMatchObject({
      value: '24 soat',
      label: 'Ish 24 soat ichida boshlanadi',
      description:
        'Shartnoma imzolangach darhol ishga kirishamiz, loyihani esa 2–8 hafta ichida ishga tushiramiz.',
    });
    expect(
      digitalHeroClaimsOf(uzSiteClaims, divisionComparisonIn(uzClaims)).map((claim) => claim.value),
    ).toEqual(['100+', '24 soat', '2–8 hafta']);
    expect(digitalStatsOf(uzSiteClaims).map((claim) => claim.id)).toEqual(
      digitalStats.map((claim) => claim.id),
    );
    expect(factsOf(digitalProjectsIn(uzTexts, 'uz'), ['type', 'industry', 'built', 'result'])).toEqual(
      factsOf(digitalProjects, ['type', 'industry', 'built', 'result']),
    );
  });

  it('describe the services in Uzbek at the same prices and packs', () => {
    const services = digitalServicesIn(uzDigitalServices, 'uz');
    expect(services[0]?.title).toBe('Veb-ishlab chiqish');
    const words = ['title', 'subtitle', 'description', 'features'] as const;
    expect(factsOf(services, [...words])).toEqual(factsOf(digitalServices, [...words]));
  });

  it('promise the answer within the opening hours in one Uzbek sentence', () => {
    const [reply] = projectNextStepsIn(uzDiscussProject, 'uz');
    expect(reply?.description).toBe(
      'Ish vaqtida (Du–Ya: 09:00–18:00) 30 daqiqa ichida siz bilan bog‘lanamiz.',
    );
    expect(projectBriefPointsIn(uzDiscussProject, 'uz').map((point) => point.id)).toEqual(
      projectBriefPoints.map((point) => point.id),
    );
  });

  it('label the same option values in Uzbek, the budgets in so‘m', () => {
    expect(landingBudgetOptionsIn(uzFormOptions, 'uz')).toEqual([
      { value: 'up-to-5m', label: '5\u00a0000\u00a0000\u00a0so‘mgacha' },
      { value: '5m-15m', label: '5\u00a0000\u00a0000 - 15\u00a0000\u00a0000\u00a0so‘m' },
      { value: '15m-35m', label: '15\u00a0000\u00a0000 - 35\u00a0000\u00a0000\u00a0so‘m' },
      { value: 'over-35m', label: '35\u00a0000\u00a0000\u00a0so‘mdan ortiq' },
      { value: 'individual', label: 'Alohida kelishib olamiz' },
    ]);
    for (const [uzOptions, ruOptions] of [
      [landingServiceOptionsIn(uzFormOptions, 'uz'), landingServiceOptions],
      [preferredTimeOptionsIn(uzFormOptions, 'uz'), preferredTimeOptions],
      [budgetOptionsIn(uzFormOptions, 'uz'), budgetOptions],
      [consultationMeetingFormatOptionsIn(uzFormOptions, 'uz'), consultationMeetingFormatOptions],
      [customPlanMeetingFormatOptionsIn(uzFormOptions, 'uz'), customPlanMeetingFormatOptions],
      [digitalMeetingFormatOptionsIn(uzFormOptions, 'uz'), digitalMeetingFormatOptions],
      [experienceOptionsIn(uzFormOptions, 'uz'), experienceOptions],
    ] as const) {
      expect(optionValues(uzOptions)).toEqual(optionValues(ruOptions));
    }
  });

  it('find Uzbek services however the visitor types the apostrophe, a hyphen or the case', () => {
    const suggestions = searchSuggestionsIn(uzSearchKeywords, 'uz');
    const found = (query: string) =>
      findSuggestions(suggestions, query).map((suggestion) => suggestion.service);
    expect(found("internet do'kon")).toEqual(['Internet-do‘kon yaratish']);
    expect(found('DOʻKON')).toEqual(['Internet-do‘kon yaratish']);
    expect(found("sun'iy")).toEqual(['Sun’iy intellekt va ML']);
    expect(found('telegram bot')).toEqual(['Telegram-bot yaratish']);
    expect(found('sayt')).toEqual(['SEO: saytni TOPga chiqarish', 'Sayt yaratish']);
    expect(findSuggestions(suggestions, 'target')).toEqual([
      {
        service: 'Target reklama',
        type: 'marketing',
        badge: 'Marketing Agency',
        action: 'Tarifni tanlash',
        href: '/marketing',
      },
    ]);
  });

  it('write the SEO landing’s page in Uzbek, its heads left to the server', () => {
    const headlines = seoLandingHeadlinesIn(uzSeoLanding, 'uz');
    expect(headlines.map((headline) => headline.path)).toEqual(
      seoLandingVariants.map((variant) => variant.path),
    );
    expect(seoLandingVariantOf(headlines, '/website-development-tashkent/').heading).toBe(
      'Toshkentda sayt yaratish',
    );
    expect(seoLandingReasonsIn(uzSeoLanding, 'uz', uzSiteClaims)[1]?.description).toBe(
      'Shartnomadan so‘ng 24 soat ichida ishni boshlaymiz, ilk natijalar — 7 kun ichida.',
    );
    const offers = seoLandingOffersIn(uzSeoLanding, 'uz');
    expect(offers[0]?.title).toBe('SMM xizmatlari');
    expect(offers.map(({ id, priceFrom }) => ({ id, priceFrom }))).toEqual(
      seoLandingOffers.map(({ id, priceFrom }) => ({ id, priceFrom })),
    );
  });

  it('note the technologies in Uzbek, in the same order', () => {
    const notes = technologiesIn(uzTechnologies, 'uz');
    expect(notes.map((technology) => technology.name)).toEqual(
      technologies.map((technology) => technology.name),
    );
    expect(notes[0]?.note).toBe('Veb-ilovalar uchun tez va qulay interfeyslar');
  });
});
