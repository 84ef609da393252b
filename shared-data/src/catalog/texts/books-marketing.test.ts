import { type BookDefinition, textsOf } from 'shared-data/site';
import {
  aboutAgency,
  achievements,
  advantages,
  ambassadorBenefits,
  ambassadorProgrammeTexts,
  ambassadorRegistrationNotices,
  ambassadorWelcomeNotice,
  bookProblems,
  calculatorCategories,
  clients,
  company,
  consultationInfoCards,
  customPlanChecklist,
  divisionComparison,
  divisionComparisonRows,
  divisionProfiles,
  marketingCalculatorServices,
  marketingConstructorPlan,
  marketingHeroStats,
  marketingPlans,
  marketingServices,
  marketingWhyUs,
  planBillingPeriod,
  privacyConsentTexts,
  privacyPolicyLead,
  privacyPolicySections,
  promoBanner,
  referralLandingBenefits,
  referralLandingBenefitsWithoutCode,
  referralLandingTexts,
  referralWhyChooseUs,
  responsePromises,
  seoLandingClaims,
  siteClaims,
  testimonials,
} from 'shared-data/testing';
import { uzbekSpellingProblems } from '../../texts/uzbek-spelling';
import { aboutAgencyIn, aboutTexts } from '../about';
import { achievementsOf, advantagesIn, advantagesTexts } from '../advantages';
import {
  ambassadorBenefitsIn,
  ambassadorProgrammeBook,
  ambassadorProgrammeTextsIn,
  ambassadorRegistrationNoticesIn,
  ambassadorWelcomeNoticeIn,
  referralLandingTextsIn,
} from '../ambassador-programme';
import {
  claimsTexts,
  consultationInfoCardsIn,
  divisionComparisonIn,
  marketingHeroStatsOf,
  marketingWhyUsIn,
  referralWhyChooseUsIn,
  seoLandingClaimsIn,
  siteClaimsIn,
} from '../claims';
import { clientsIn, clientsTexts } from '../clients';
import { companyIn, companyTexts } from '../company';
import { customPlanChecklistIn, customPlanChecklistTexts } from '../custom-plan-checklist';
import { divisionComparisonRowsIn, divisionProfilesIn, divisionsTexts } from '../divisions';
import {
  calculatorCategoriesIn,
  marketingCalculatorServicesIn,
  marketingCalculatorTexts,
} from '../marketing-calculator';
import {
  constructorPlanOf,
  marketingConstructorPlanIn,
  marketingPlansIn,
  marketingPlansTexts,
} from '../marketing-plans';
import { marketingServicesIn, marketingServicesTexts } from '../marketing-services';
import { privacyConsentTextsIn, privacyPolicy, privacyPolicyTexts } from '../privacy-policy';
import {
  type PrivacyPolicyContacts,
  privacyPolicyLeadIn,
  privacyPolicyPageTexts,
  privacyPolicySectionsIn,
} from '../privacy-policy-texts';
import { promoBannerIn, promoTexts, responsePromisesIn } from '../promo';
import {
  referralLandingBenefitsIn,
  referralLandingBenefitsTexts,
  referralLandingBenefitsWithoutCodeIn,
} from '../referral-landing-benefits';
import { testimonialsIn, testimonialsTexts } from '../testimonials';
import ruAbout from './about.ru';
import uzAbout from './about.uz';
import ruAdvantages from './advantages.ru';
import uzAdvantages from './advantages.uz';
import ruAmbassadorProgramme from './ambassador-programme.ru';
import uzAmbassadorProgramme from './ambassador-programme.uz';
import ruClaims from './claims.ru';
import uzClaims from './claims.uz';
import ruClients from './clients.ru';
import uzClients from './clients.uz';
import ruCompany from './company.ru';
import uzCompany from './company.uz';
import ruCustomPlanChecklist from './custom-plan-checklist.ru';
import uzCustomPlanChecklist from './custom-plan-checklist.uz';
import ruDivisions from './divisions.ru';
import uzDivisions from './divisions.uz';
import ruMarketingCalculator from './marketing-calculator.ru';
import uzMarketingCalculator from './marketing-calculator.uz';
import ruMarketingPlans from './marketing-plans.ru';
import uzMarketingPlans from './marketing-plans.uz';
import ruMarketingServices from './marketing-services.ru';
import uzMarketingServices from './marketing-services.uz';
import ruPrivacyPolicy from './privacy-policy.ru';
import uzPrivacyPolicy from './privacy-policy.uz';
import ruPrivacyPolicyTexts from './privacy-policy-texts.ru';
import uzPrivacyPolicyTexts from './privacy-policy-texts.uz';
import ruPromo from './promo.ru';
import uzPromo from './promo.uz';
import ruReferralLandingBenefits from './referral-landing-benefits.ru';
import uzReferralLandingBenefits from './referral-landing-benefits.uz';
import { russianPlural } from './russian-plural';
import ruTestimonials from './testimonials.ru';
import uzTestimonials from './testimonials.uz';

/** Every book of the marketing, ambassador, configurator and site catalog modules, both languages as their files give them. */
const books: [string, BookDefinition<unknown>, unknown, unknown][] = [
  ['catalog/about', aboutTexts, ruAbout, uzAbout],
  ['catalog/advantages', advantagesTexts, ruAdvantages, uzAdvantages],
  ['catalog/ambassador-programme', ambassadorProgrammeBook, ruAmbassadorProgramme, uzAmbassadorProgramme],
  ['catalog/claims', claimsTexts, ruClaims, uzClaims],
  ['catalog/clients', clientsTexts, ruClients, uzClients],
  ['catalog/company', companyTexts, ruCompany, uzCompany],
  ['catalog/custom-plan-checklist', customPlanChecklistTexts, ruCustomPlanChecklist, uzCustomPlanChecklist],
  ['catalog/divisions', divisionsTexts, ruDivisions, uzDivisions],
  ['catalog/marketing-calculator', marketingCalculatorTexts, ruMarketingCalculator, uzMarketingCalculator],
  ['catalog/marketing-plans', marketingPlansTexts, ruMarketingPlans, uzMarketingPlans],
  ['catalog/marketing-services', marketingServicesTexts, ruMarketingServices, uzMarketingServices],
  ['catalog/privacy-policy', privacyPolicyTexts, ruPrivacyPolicy, uzPrivacyPolicy],
  ['catalog/privacy-policy-texts', privacyPolicyPageTexts, ruPrivacyPolicyTexts, uzPrivacyPolicyTexts],
  ['catalog/promo', promoTexts, ruPromo, uzPromo],
  [
    'catalog/referral-landing-benefits',
    referralLandingBenefitsTexts,
    ruReferralLandingBenefits,
    uzReferralLandingBenefits,
  ],
  ['catalog/testimonials', testimonialsTexts, ruTestimonials, uzTestimonials],
];

const contacts: PrivacyPolicyContacts = {
  contactEmail: 'hello@agency.uz',
  agencyPhone: '+998 71 200 00 00',
  yandexMetricaId: '98765432',
  ga4MeasurementId: 'G-TEST',
};

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
    ['aboutAgency', aboutAgencyIn(ruAbout, siteClaims), aboutAgency],
    ['advantages', advantagesIn(ruAdvantages), advantages],
    ['achievements', achievementsOf(siteClaims), achievements],
    ['ambassadorBenefits', ambassadorBenefitsIn(ruAmbassadorProgramme), ambassadorBenefits],
    ['ambassadorProgrammeTexts', ambassadorProgrammeTextsIn(ruAmbassadorProgramme), ambassadorProgrammeTexts],
    [
      'ambassadorRegistrationNotices',
      ambassadorRegistrationNoticesIn(ruAmbassadorProgramme),
      ambassadorRegistrationNotices,
    ],
    ['siteClaims', siteClaimsIn(ruClaims), siteClaims],
    ['divisionComparison', divisionComparisonIn(ruClaims), divisionComparison],
    ['seoLandingClaims', seoLandingClaimsIn(ruClaims), seoLandingClaims],
    ['referralWhyChooseUs', referralWhyChooseUsIn(ruClaims), referralWhyChooseUs],
    ['marketingHeroStats', marketingHeroStatsOf(siteClaims), marketingHeroStats],
    ['marketingWhyUs', marketingWhyUsIn(ruClaims), marketingWhyUs],
    ['consultationInfoCards', consultationInfoCardsIn(ruClaims), consultationInfoCards],
    ['clients', clientsIn(ruClients), clients],
    ['company', companyIn(ruCompany), company],
    ['customPlanChecklist', customPlanChecklistIn(ruCustomPlanChecklist), customPlanChecklist],
    ['divisionProfiles', divisionProfilesIn(ruDivisions), divisionProfiles],
    ['divisionComparisonRows', divisionComparisonRowsIn(ruDivisions), divisionComparisonRows],
    ['calculatorCategories', calculatorCategoriesIn(ruMarketingCalculator), calculatorCategories],
    [
      'marketingCalculatorServices',
      marketingCalculatorServicesIn(ruMarketingCalculator),
      marketingCalculatorServices,
    ],
    ['marketingPlans', marketingPlansIn(ruMarketingPlans), marketingPlans],
    ['marketingConstructorPlan', marketingConstructorPlanIn(ruMarketingPlans), marketingConstructorPlan],
    ['marketingServices', marketingServicesIn(ruMarketingServices), marketingServices],
    ['privacyConsentTexts', privacyConsentTextsIn(ruPrivacyPolicy), privacyConsentTexts],
    ['privacyPolicyLead', privacyPolicyLeadIn(ruPrivacyPolicyTexts), privacyPolicyLead],
    [
      'privacyPolicySections',
      privacyPolicySectionsIn(ruPrivacyPolicyTexts, company, contacts),
      privacyPolicySections(contacts),
    ],
    ['promoBanner', promoBannerIn(ruPromo), promoBanner],
    ['responsePromises', responsePromisesIn(ruPromo), responsePromises],
    [
      'referralLandingBenefits',
      referralLandingBenefitsIn(ruReferralLandingBenefits, siteClaims),
      referralLandingBenefits,
    ],
    [
      'referralLandingBenefitsWithoutCode',
      referralLandingBenefitsWithoutCodeIn(ruReferralLandingBenefits, siteClaims),
      referralLandingBenefitsWithoutCode,
    ],
    ['testimonials', testimonialsIn(ruTestimonials), testimonials],
  ] as const)('%s', (_name, built, exported) => {
    expect(built).toEqual(exported);
  });

  it('keeps the constructor the last tariff, the billing period and the policy’s date', () => {
    expect(constructorPlanOf(marketingPlans)).toBe(marketingConstructorPlan);
    expect(planBillingPeriod).toBe('месяц');
    expect(privacyPolicy).toEqual({ version: '2026-11-25', dateText: '25 ноября 2026 г.' });
  });

  it('names the ambassador after «от» in the genitive, as the pages pass it today', () => {
    const landing = referralLandingTextsIn(ruAmbassadorProgramme);
    expect(referralLandingTexts.genericAmbassador).toBe('нашего амбассадора');
    expect(referralLandingTexts.title('Лолы')).toBe('Специальное предложение от Лолы');
    expect(landing.title({ name: 'Лола', name_genitive: 'Лолы' })).toBe('Специальное предложение от Лолы');
    expect(landing.title({ name: 'Лола', name_genitive: '' })).toBe('Специальное предложение от Лола');
    expect(landing.title()).toBe(referralLandingTexts.title(referralLandingTexts.genericAmbassador));
    expect(referralLandingTexts.shareDescription('Лолы')).toBe(
      'Скидка 15% от Лолы на все тарифы агентства по промокоду амбассадора.',
    );
    expect(referralLandingTexts.previewPicture('Лола')).toBe(landing.previewPicture('Лола'));
    expect(referralLandingTexts.badge).toBe(landing.badge);
    expect(ambassadorWelcomeNotice('LOLA15-7KQ3XWP', 'https://agency.uz/r')).toEqual(
      ambassadorWelcomeNoticeIn(ruAmbassadorProgramme)('LOLA15-7KQ3XWP', 'https://agency.uz/r'),
    );
  });
});

/** Every string of a build with its path: what a page would show. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  }
  return [];
}

const digitsOf = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the Uzbek builds', () => {
  const uzClaimsBuilt = siteClaimsIn(uzClaims);
  const uzCompanyBuilt = companyIn(uzCompany);
  const uzLanding = referralLandingTextsIn(uzAmbassadorProgramme);
  const namedLola = { name: 'Lola', name_genitive: 'Лолы' };

  /** Each Uzbek build beside the Russian export it stands for. */
  const builds: [string, unknown, unknown][] = [
    ['aboutAgency', aboutAgencyIn(uzAbout, uzClaimsBuilt), aboutAgency],
    ['advantages', advantagesIn(uzAdvantages), advantages],
    ['achievements', achievementsOf(uzClaimsBuilt), achievements],
    ['ambassadorBenefits', ambassadorBenefitsIn(uzAmbassadorProgramme), ambassadorBenefits],
    ['ambassadorProgrammeTexts', ambassadorProgrammeTextsIn(uzAmbassadorProgramme), ambassadorProgrammeTexts],
    [
      'ambassadorRegistrationNotices',
      ambassadorRegistrationNoticesIn(uzAmbassadorProgramme),
      ambassadorRegistrationNotices,
    ],
    [
      'referralLanding',
      {
        ...uzLanding,
        title: uzLanding.title(namedLola),
        shareDescription: uzLanding.shareDescription(namedLola),
      },
      {
        ...referralLandingTexts,
        genericAmbassador: undefined,
        title: referralLandingTexts.title('Лолы'),
        shareDescription: referralLandingTexts.shareDescription('Лолы'),
      },
    ],
    [
      'welcomeNotice',
      ambassadorWelcomeNoticeIn(uzAmbassadorProgramme)('LOLA15-7KQ3XWP', 'https://agency.uz/r'),
      ambassadorWelcomeNotice('LOLA15-7KQ3XWP', 'https://agency.uz/r'),
    ],
    ['siteClaims', uzClaimsBuilt, siteClaims],
    ['divisionComparison', divisionComparisonIn(uzClaims), divisionComparison],
    ['seoLandingClaims', seoLandingClaimsIn(uzClaims), seoLandingClaims],
    ['referralWhyChooseUs', referralWhyChooseUsIn(uzClaims), referralWhyChooseUs],
    ['marketingWhyUs', marketingWhyUsIn(uzClaims), marketingWhyUs],
    ['consultationInfoCards', consultationInfoCardsIn(uzClaims), consultationInfoCards],
    ['clients', clientsIn(uzClients), clients],
    ['company', uzCompanyBuilt, company],
    ['customPlanChecklist', customPlanChecklistIn(uzCustomPlanChecklist), customPlanChecklist],
    ['divisionProfiles', divisionProfilesIn(uzDivisions), divisionProfiles],
    ['divisionComparisonRows', divisionComparisonRowsIn(uzDivisions), divisionComparisonRows],
    ['calculatorCategories', calculatorCategoriesIn(uzMarketingCalculator), calculatorCategories],
    [
      'marketingCalculatorServices',
      marketingCalculatorServicesIn(uzMarketingCalculator),
      marketingCalculatorServices,
    ],
    ['marketingPlans', marketingPlansIn(uzMarketingPlans), marketingPlans],
    ['marketingServices', marketingServicesIn(uzMarketingServices), marketingServices],
    ['privacyConsentTexts', privacyConsentTextsIn(uzPrivacyPolicy), privacyConsentTexts],
    ['privacyPolicyLead', privacyPolicyLeadIn(uzPrivacyPolicyTexts), privacyPolicyLead],
    [
      'privacyPolicySections',
      privacyPolicySectionsIn(uzPrivacyPolicyTexts, uzCompanyBuilt, contacts),
      privacyPolicySections(contacts),
    ],
    ['promoBanner', promoBannerIn(uzPromo), promoBanner],
    ['responsePromises', responsePromisesIn(uzPromo), responsePromises],
    [
      'referralLandingBenefits',
      referralLandingBenefitsIn(uzReferralLandingBenefits, uzClaimsBuilt),
      referralLandingBenefits,
    ],
    [
      'referralLandingBenefitsWithoutCode',
      referralLandingBenefitsWithoutCodeIn(uzReferralLandingBenefits, uzClaimsBuilt),
      referralLandingBenefitsWithoutCode,
    ],
    ['testimonials', testimonialsIn(uzTestimonials), testimonials],
  ];

  it.each(builds)(
    '%s is spelt by the site’s rule and keeps every figure of the Russian one',
    (_name, uz, ru) => {
      const uzStrings = stringsOf(uz);
      const ruStrings = new Map(stringsOf(ru));
      expect(uzStrings.map(([path]) => path)).toEqual([...ruStrings.keys()]);
      for (const [path, text] of uzStrings) {
        expect({ path, problems: uzbekSpellingProblems(text) }).toEqual({ path, problems: [] });
        expect({ path, digits: digitsOf(text) }).toEqual({
          path,
          digits: digitsOf(ruStrings.get(path) ?? ''),
        });
      }
    },
  );

  it('keeps every id, price, unit kind, icon and tariff of the Russian build', () => {
    const facts = <Item extends object>(items: readonly Item[], words: readonly string[]) =>
      items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => !words.includes(key))));
    const plans = marketingPlansIn(uzMarketingPlans);
    expect(facts(plans, ['description', 'features'])).toEqual(
      facts(marketingPlans, ['description', 'features']),
    );
    expect(plans.map((plan) => plan.features.length)).toEqual(
      marketingPlans.map((plan) => plan.features.length),
    );
    const services = marketingCalculatorServicesIn(uzMarketingCalculator);
    expect(facts(services, ['name', 'description', 'unit'])).toEqual(
      facts(marketingCalculatorServices, ['name', 'description', 'unit']),
    );
    expect(services.map((service) => 'unit' in service)).toEqual(
      marketingCalculatorServices.map((service) => 'unit' in service),
    );
    expect(
      facts(marketingServicesIn(uzMarketingServices), ['title', 'subtitle', 'description', 'features']),
    ).toEqual(facts(marketingServices, ['title', 'subtitle', 'description', 'features']));
    expect(facts(customPlanChecklistIn(uzCustomPlanChecklist), ['label', 'group'])).toEqual(
      facts(customPlanChecklist, ['label', 'group']),
    );
    expect(facts(advantagesIn(uzAdvantages), ['title', 'description'])).toEqual(
      facts(advantages, ['title', 'description']),
    );
  });

  it('write the tariffs in Uzbek, the constructor’s budget in so‘m', () => {
    const plans = marketingPlansIn(uzMarketingPlans);
    expect(plans[1]?.features[0]).toBe('STARTER tarifidagi barcha imkoniyatlar');
    expect(plans.find((plan) => plan.id === 'pro')?.features[1]).toBe('Sotuvlar o‘sishi kafolati: +20%');
    expect(constructorPlanOf(plans).features).toEqual([
      '40+ xizmatdan istalgan to‘plam',
      '40% gacha tejash',
      'Byudjet — oyiga 6\u00a0500\u00a0000\u00a0so‘mdan',
      'Individual targ‘ibot strategiyasi',
      'Har bir xizmat miqdorini o‘zingiz tanlaysiz',
      'To‘lov shartnoma imzolangandan keyin',
    ]);
    expect(uzMarketingPlans.billingPeriod).toBe('oy');
  });

  it('count the claims’ time in Uzbek with a singular noun', () => {
    expect(uzClaimsBuilt.yearsOnMarket.value).toBe('3 yil');
    expect(uzClaimsBuilt.rating).toEqual({
      id: 'rating',
      value: '4.9/5',
      label: '47 ta sharh asosidagi reyting',
    });
    expect(divisionComparisonIn(uzClaims).digital.value).toBe('2–8 hafta');
    expect(consultationInfoCardsIn(uzClaims)[1]?.items[0]?.value).toBe('60 daqiqa');
    expect(advantagesIn(uzAdvantages).find((card) => card.id === 'fast-start')?.description).toBe(
      'Shartnoma imzolangandan keyin 24 soat ichida ishni boshlaymiz, ilk natijalar — 7 kunda.',
    );
  });

  it('name the ambassador by the first name as written, with no suffix glued to it, never by the Russian genitive', () => {
    expect(uzLanding.title(namedLola)).toBe('Lola sizga maxsus taklif yubordi');
    expect(uzLanding.title()).toBe('Ambassadorimiz sizga maxsus taklif yubordi');
    expect(uzLanding.shareDescription(namedLola)).toBe(
      'Lola sizga agentlikning barcha tariflariga ambassador promokodi bo‘yicha 15% chegirma taqdim etadi.',
    );
    // A name written in Cyrillic stays whole: nothing is glued to it.
    expect(uzLanding.title({ name: 'Шахзод', name_genitive: 'Шахзода' })).toBe(
      'Шахзод sizga maxsus taklif yubordi',
    );
    expect(uzLanding.previewPicture('Lola')).toBe('Lola sizga 15% chegirma sovg‘a qiladi');
    expect(uzLanding.badge).toBe('15% CHEGIRMA barcha tariflarga');
  });

  it('write the privacy policy with the Uzbek date, address and consent button', () => {
    expect(privacyPolicyLeadIn(uzPrivacyPolicyTexts)).toBe(
      'AGENCY saytda qoldirgan ma’lumotlaringiz bilan qanday ishlaydi. 2026-yil 25-noyabrdagi tahrir',
    );
    const sections = privacyPolicySectionsIn(uzPrivacyPolicyTexts, uzCompanyBuilt, contacts);
    expect(sections.map((section) => section.id)).toEqual(
      privacyPolicySections(contacts).map(({ id }) => id),
    );
    expect(sections[0]?.paragraphs[0]).toBe(
      'Ma’lumotlaringizni AGENCY agentligi qayta ishlaydi: Toshkent sh., Amir Temur ko‘chasi, e-mail hello@agency.uz, telefon +998 71 200 00 00.',
    );
    const analytics = (config: PrivacyPolicyContacts) =>
      privacyPolicySectionsIn(uzPrivacyPolicyTexts, uzCompanyBuilt, config).find(
        ({ id }) => id === 'analytics',
      );
    expect(analytics(contacts)?.paragraphs[0]).toContain(
      '«Qabul qilish» tugmasini bosgan bo‘lsangiz, sayt Yandex Metrika va Google Analytics 4 xizmatlarini ulaydi: ular',
    );
    expect(analytics({ ...contacts, ga4MeasurementId: '' })?.paragraphs[0]).toContain(
      'sayt Yandex Metrika xizmatini ulaydi: u',
    );
    expect(analytics({ ...contacts, yandexMetricaId: '', ga4MeasurementId: '' })).toBeUndefined();
    expect(Object.values(privacyConsentTextsIn(uzPrivacyPolicy)).join('')).toBe(
      'Formani yuborib, siz maxfiylik siyosatiga rozilik bildirasiz.',
    );
  });

  it('tell the opening hours and the answer times in Uzbek', () => {
    expect(uzCompanyBuilt.openingHours.text).toBe('Du–Ya: 09:00–18:00');
    expect(responsePromisesIn(uzPromo)).toMatchObject({
      consultationFormText: '30 daqiqa ichida siz bilan bog‘lanamiz',
      constructorText: '2 soat ichida siz bilan bog‘lanamiz',
    });
    expect(promoBannerIn(uzPromo).text).toBe('Barcha tariflarga 50% chegirma');
  });
});

describe('russianPlural', () => {
  it.each([
    [1, 'год'],
    [2, 'года'],
    [3, 'года'],
    [5, 'лет'],
    [11, 'лет'],
    [12, 'лет'],
    [14, 'лет'],
    [21, 'год'],
    [24, 'года'],
    [100, 'лет'],
    [111, 'лет'],
    [122, 'года'],
  ])('%d → %s', (count, word) => {
    expect(russianPlural(count, ['год', 'года', 'лет'])).toBe(word);
  });
});
