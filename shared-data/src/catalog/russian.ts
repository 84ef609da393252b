/**
 * The catalog in Russian, built from the Russian books: for servers, functions, tools and tests (the core entry).
 * A page builds its catalog from the books of its language instead (`marketingPlansIn(useTexts(marketingPlansTexts))`…),
 * so the browser's entries carry no Russian text.
 */

import { findSuggestions, formatMoney, fromPrices, type SeoLandingPath } from 'shared-data/site';
import { sameOfferName } from '../pricing/plan-lookup';
import type { RouteMeta } from '../routes/route-meta';
import { type AboutAgency, aboutAgencyIn } from './about';
import { type Advantage, achievementsOf, advantagesIn } from './advantages';
import {
  ambassadorBenefitsIn,
  ambassadorProgrammeTextsIn,
  ambassadorRegistrationNoticesIn,
  ambassadorWelcomeNoticeIn,
  namedAs,
  referralLandingTextsIn,
} from './ambassador-programme';
import { type BlogArticle, blogArticlesIn, featuredArticleOf, listedArticlesOf } from './blog';
import {
  type Claim,
  type ConsultationInfoCard,
  consultationInfoCardsIn,
  divisionComparisonIn,
  marketingHeroStatsOf,
  marketingWhyUsIn,
  referralWhyChooseUsIn,
  type SiteClaims,
  seoLandingClaimsIn,
  siteClaimsIn,
} from './claims';
import { type Client, clientsIn } from './clients';
import { type Company, companyIn } from './company';
import { type ChecklistOption, customPlanChecklistIn } from './custom-plan-checklist';
import {
  type ConstructorCategory,
  type ConstructorItem,
  constructorCategoriesIn,
  digitalConstructorItemsIn,
} from './digital-constructor';
import { type DigitalPack, digitalConstructorPackOf, digitalPacksIn } from './digital-packs';
import {
  type DigitalProject,
  digitalHeroClaimsOf,
  digitalProjectsIn,
  digitalStatsOf,
  digitalWhyUsIn,
  type WeeksRange,
} from './digital-projects';
import { type DigitalService, digitalServicesIn } from './digital-services';
import { projectBriefPointsIn, projectNextStepsIn } from './discuss-project';
import {
  type DivisionComparisonRow,
  type DivisionProfile,
  divisionComparisonRowsIn,
  divisionProfilesIn,
} from './divisions';
import {
  type Budget,
  budgetOptionsIn,
  consultationMeetingFormatOptionsIn,
  type consultationMeetingFormatValues,
  customPlanMeetingFormatOptionsIn,
  type customPlanMeetingFormatValues,
  digitalMeetingFormatOptionsIn,
  type digitalMeetingFormatValues,
  experienceOptionsIn,
  type experienceValues,
  type LandingBudget,
  landingBudgetOptionsIn,
  landingServiceOptionsIn,
  type landingServiceValues,
  preferredTimeOptionsIn,
  type preferredTimeValues,
} from './form-options';
import {
  type CalculatorCategory,
  type CalculatorService,
  calculatorCategoriesIn,
  marketingCalculatorServicesIn,
} from './marketing-calculator';
import { constructorPlanOf, type MarketingPlan, marketingPlansIn } from './marketing-plans';
import { type MarketingService, marketingServicesIn } from './marketing-services';
import { privacyConsentTextsIn } from './privacy-policy';
import {
  type PrivacyPolicyContacts,
  type PrivacyPolicySection,
  privacyPolicyLeadIn,
  privacyPolicySectionsIn,
} from './privacy-policy-texts';
import { promoBannerIn, responsePromisesIn } from './promo';
import { referralLandingBenefitsIn, referralLandingBenefitsWithoutCodeIn } from './referral-landing-benefits';
import {
  type Division,
  type SearchDivisions,
  type SearchSuggestion,
  searchDivisionsIn,
  searchSuggestionsIn,
} from './search-keywords';
import {
  type SeoLandingOffer,
  type SeoLandingVariant,
  seoLandingHeadlinesIn,
  seoLandingOffersIn,
  seoLandingReasonsIn,
  seoLandingVariantOf,
} from './seo-landing';
import { type Technology, technologiesIn } from './technologies';
import { type Testimonial, testimonialsIn } from './testimonials';
import ruAbout from './texts/about.ru';
import ruAdvantages from './texts/advantages.ru';
import ruAmbassadorProgramme, { ambassadorAfterFrom } from './texts/ambassador-programme.ru';
import ruBlog from './texts/blog.ru';
import ruClaims from './texts/claims.ru';
import ruClients from './texts/clients.ru';
import ruCompany from './texts/company.ru';
import ruCustomPlanChecklist from './texts/custom-plan-checklist.ru';
import ruDigitalConstructor from './texts/digital-constructor.ru';
import ruDigitalPacks from './texts/digital-packs.ru';
import ruDigitalProjects from './texts/digital-projects.ru';
import ruDigitalServices from './texts/digital-services.ru';
import ruDiscussProject from './texts/discuss-project.ru';
import ruDivisions from './texts/divisions.ru';
import ruFormOptions from './texts/form-options.ru';
import ruMarketingCalculator from './texts/marketing-calculator.ru';
import ruMarketingPlans from './texts/marketing-plans.ru';
import ruMarketingServices from './texts/marketing-services.ru';
import ruPrivacyPolicy from './texts/privacy-policy.ru';
import ruPrivacyPolicyTexts from './texts/privacy-policy-texts.ru';
import ruPromo from './texts/promo.ru';
import ruReferralLandingBenefits from './texts/referral-landing-benefits.ru';
import ruSearchKeywords from './texts/search-keywords.ru';
import ruSeoLanding from './texts/seo-landing.ru';
import ruTechnologies from './texts/technologies.ru';
import ruTestimonials from './texts/testimonials.ru';
import type { Option } from './types';

export const company: Company = companyIn(ruCompany);

export const siteClaims: SiteClaims = siteClaimsIn(ruClaims);

export const divisionComparison = divisionComparisonIn(ruClaims);

export const seoLandingClaims: readonly Claim[] = seoLandingClaimsIn(ruClaims);

export const referralWhyChooseUs: readonly Claim[] = referralWhyChooseUsIn(ruClaims);

export const marketingHeroStats: readonly Claim[] = marketingHeroStatsOf(siteClaims);

export const marketingWhyUs: readonly Claim[] = marketingWhyUsIn(ruClaims);

export const consultationInfoCards: readonly ConsultationInfoCard[] = consultationInfoCardsIn(ruClaims);

export const promoBanner = promoBannerIn(ruPromo);

export const responsePromises = responsePromisesIn(ruPromo);

/** Services the home page search matches for the marketing division. */
export const marketingSearchKeywords: readonly string[] = ruSearchKeywords.marketing;

/** Services the home page search matches for the digital division. */
export const digitalSearchKeywords: readonly string[] = ruSearchKeywords.digital;

/** How a suggestion of each division is badged and where its action button goes. */
export const searchDivisions: SearchDivisions = searchDivisionsIn(ruSearchKeywords, 'ru');

/** Every suggestion of the home page search, marketing first. */
export const searchSuggestions: readonly SearchSuggestion[] = searchSuggestionsIn(ruSearchKeywords, 'ru');

/** The home page search's suggestions for a query (`findSuggestions`). */
export const searchServices = (query: string): SearchSuggestion[] =>
  findSuggestions(searchSuggestions, query);

export const divisionProfiles: Record<Division, DivisionProfile> = divisionProfilesIn(ruDivisions);

export const divisionComparisonRows: readonly DivisionComparisonRow[] = divisionComparisonRowsIn(ruDivisions);

/** Every digital pack in display order, the constructor last. */
export const digitalPacks: readonly DigitalPack[] = digitalPacksIn(ruDigitalPacks, 'ru');

/** The digital constructor pack. */
export const digitalConstructorPack = digitalConstructorPackOf(digitalPacks);

/** The 12 development services of /digital/services in display order. */
export const digitalServices: readonly DigitalService[] = digitalServicesIn(ruDigitalServices, 'ru');

export const marketingPlans: readonly MarketingPlan[] = marketingPlansIn(ruMarketingPlans);

export const marketingConstructorPlan: MarketingPlan = constructorPlanOf(marketingPlans);

export const planBillingPeriod = ruMarketingPlans.billingPeriod;

export const marketingServices: readonly MarketingService[] = marketingServicesIn(ruMarketingServices);

/** Services offered in the landing consultation dialog. */
export const landingServiceOptions: readonly Option<(typeof landingServiceValues)[number]>[] =
  landingServiceOptionsIn(ruFormOptions, 'ru');

/** Preferred call times in the landing consultation dialog. */
export const preferredTimeOptions: readonly Option<(typeof preferredTimeValues)[number]>[] =
  preferredTimeOptionsIn(ruFormOptions, 'ru');

/** Budgets in the landing consultation dialog. */
export const landingBudgetOptions: readonly Option<LandingBudget>[] = landingBudgetOptionsIn(
  ruFormOptions,
  'ru',
);

/** Meeting formats of the consultation form section. */
export const consultationMeetingFormatOptions: readonly Option<
  (typeof consultationMeetingFormatValues)[number]
>[] = consultationMeetingFormatOptionsIn(ruFormOptions, 'ru');

/** Budgets of the consultation form section and the custom-tariff request. */
export const budgetOptions: readonly Option<Budget>[] = budgetOptionsIn(ruFormOptions, 'ru');

/** Meeting formats of the custom-tariff request and the calculator. */
export const customPlanMeetingFormatOptions: readonly Option<
  (typeof customPlanMeetingFormatValues)[number]
>[] = customPlanMeetingFormatOptionsIn(ruFormOptions, 'ru');

/** Meeting formats of the digital constructor. */
export const digitalMeetingFormatOptions: readonly Option<(typeof digitalMeetingFormatValues)[number]>[] =
  digitalMeetingFormatOptionsIn(ruFormOptions, 'ru');

/** How long the client's business has been running. */
export const experienceOptions: readonly Option<(typeof experienceValues)[number]>[] = experienceOptionsIn(
  ruFormOptions,
  'ru',
);

export const customPlanChecklist: readonly ChecklistOption[] = customPlanChecklistIn(ruCustomPlanChecklist);

export const calculatorCategories: readonly Option<CalculatorCategory>[] =
  calculatorCategoriesIn(ruMarketingCalculator);

export const marketingCalculatorServices: readonly CalculatorService[] =
  marketingCalculatorServicesIn(ruMarketingCalculator);

/** Categories of the constructor in display order. */
export const constructorCategories: readonly Option<ConstructorCategory>[] = constructorCategoriesIn(
  ruDigitalConstructor,
  'ru',
);

/** Every module of the constructor; prices in сум per unit. */
export const digitalConstructorItems: readonly ConstructorItem[] = digitalConstructorItemsIn(
  ruDigitalConstructor,
  'ru',
);

/** A span of weeks as the site writes it: "2–4 недели", "6–8 недель". */
export function formatWeeks(range: WeeksRange): string {
  return ruDigitalProjects.weeks(range);
}

/** Typical projects of the studio shown on the digital landing (anchor `projects`), in display order. */
export const digitalProjects: readonly DigitalProject[] = digitalProjectsIn(ruDigitalProjects, 'ru');

/** The three figures of the digital landing's hero. */
export const digitalHeroClaims: readonly Claim[] = digitalHeroClaimsOf(siteClaims, divisionComparison);

/** The figures of the digital landing's stats band. */
export const digitalStats: readonly Claim[] = digitalStatsOf(siteClaims);

/** The digital landing's reasons to choose the studio (anchor `why-us`). */
export const digitalWhyUs: readonly Claim[] = digitalWhyUsIn(ruDigitalProjects, 'ru', siteClaims);

export const aboutAgency: AboutAgency = aboutAgencyIn(ruAbout, siteClaims);

export const advantages: readonly Advantage[] = advantagesIn(ruAdvantages);

export const achievements: readonly Claim[] = achievementsOf(siteClaims);

export const ambassadorBenefits: readonly Claim[] = ambassadorBenefitsIn(ruAmbassadorProgramme);

export const ambassadorProgrammeTexts = ambassadorProgrammeTextsIn(ruAmbassadorProgramme);

const ruReferralLanding = referralLandingTextsIn(ruAmbassadorProgramme);

/**
 * Texts of the referral landing in Russian, as the pages read them before the book: `title` and `shareDescription`
 * take the words after «от» (the first name in the genitive, or `genericAmbassador`).
 */
export const referralLandingTexts = {
  /** Who the offer is from when the link names no known ambassador. */
  genericAmbassador: ambassadorAfterFrom(),
  ...ruReferralLanding,
  /** `from` is the ambassador's first name in the genitive ("Лолы") or the generic words. */
  title: (from: string) => ruReferralLanding.title(namedAs(from)),
  shareDescription: (from: string) => ruReferralLanding.shareDescription(namedAs(from)),
};

export const ambassadorRegistrationNotices = ambassadorRegistrationNoticesIn(ruAmbassadorProgramme);

export const ambassadorWelcomeNotice = ambassadorWelcomeNoticeIn(ruAmbassadorProgramme);

/** The six static articles of /blog; the first one is featured. */
export const blogArticles: readonly BlogArticle[] = blogArticlesIn(ruBlog, 'ru');

/** The featured article at the top of /blog. */
export const featuredArticle = featuredArticleOf(blogArticles);

/** The articles listed under the featured one. */
export const listedArticles: readonly BlogArticle[] = listedArticlesOf(blogArticles);

export const clients: readonly Client[] = clientsIn(ruClients);

/** What a visitor should tell about a project on /service. */
export const projectBriefPoints: readonly Claim[] = projectBriefPointsIn(ruDiscussProject, 'ru');

/** What happens after a visitor describes a project on /service, step by step. */
export const projectNextSteps: readonly Claim[] = projectNextStepsIn(ruDiscussProject, 'ru');

export const privacyConsentTexts = privacyConsentTextsIn(ruPrivacyPolicy);

export const privacyPolicyLead = privacyPolicyLeadIn(ruPrivacyPolicyTexts);

/**
 * The privacy policy's sections in Russian, with the agency's contacts from the runtime config and, on a site with
 * analytics, a section on it.
 */
export const privacyPolicySections = (config: PrivacyPolicyContacts): readonly PrivacyPolicySection[] =>
  privacyPolicySectionsIn(ruPrivacyPolicyTexts, company, config);

export const referralLandingBenefits: readonly Claim[] = referralLandingBenefitsIn(
  ruReferralLandingBenefits,
  siteClaims,
);

export const referralLandingBenefitsWithoutCode: readonly Claim[] = referralLandingBenefitsWithoutCodeIn(
  ruReferralLandingBenefits,
  siteClaims,
);

const smmFrom = formatMoney(fromPrices.smmPerMonth);
const seoFrom = formatMoney(fromPrices.seoPerMonth);
const rating = `Рейтинг ${company.rating.value} из ${company.rating.best} по ${company.rating.reviews} отзывам.`;

/**
 * Each address's head in Russian, which the route table gives the server. A page's script does not show it,
 * so it is no text of the page's book; the Uzbek heads are the server's (`route-heads-uz.ts`).
 */
const russianHeads: Readonly<Record<SeoLandingPath, RouteMeta>> = {
  '/seo-landing': {
    title: 'Продвижение бизнеса в Ташкенте — SMM, SEO и разработка',
    description: `Маркетинговое агентство в Ташкенте: SMM от ${smmFrom} в месяц, SEO от ${seoFrom} в месяц, сайты и приложения. ${rating}`,
    keywords: ['продвижение бизнеса Ташкент', 'маркетинговое агентство', 'SMM', 'SEO', 'Узбекистан'],
  },
  '/smm-services-tashkent': {
    title: 'SMM-услуги в Ташкенте — ведение Instagram и Telegram',
    description: `Ведение соцсетей для бизнеса в Ташкенте: контент-план, посты, Reels и таргет. SMM от ${smmFrom} в месяц. ${rating}`,
    keywords: ['SMM Ташкент', 'ведение Instagram', 'SMM-агентство', 'продвижение в Telegram', 'таргет'],
  },
  '/seo-promotion-uzbekistan': {
    title: 'SEO-продвижение сайтов в Узбекистане — выход в ТОП Google и Яндекс',
    description: `SEO-продвижение в Узбекистане: аудит, семантика, оптимизация и ссылки. ТОП-3 за 3–6 месяцев, SEO от ${seoFrom} в месяц.`,
    keywords: ['SEO Узбекистан', 'продвижение сайтов', 'SEO Ташкент', 'ТОП Google', 'оптимизация сайта'],
  },
  '/website-development-tashkent': {
    title: 'Разработка сайтов в Ташкенте — лендинги, сайты компаний, магазины',
    description: `Создание сайтов в Ташкенте: лендинги, корпоративные сайты и интернет-магазины с SEO и аналитикой. Разработка от ${formatMoney(fromPrices.digital)}. ${rating}`,
    keywords: ['разработка сайтов Ташкент', 'создание сайта', 'лендинг', 'интернет-магазин', 'веб-студия'],
  },
  '/mobile-apps-uzbekistan': {
    title: 'Разработка мобильных приложений в Узбекистане — iOS и Android',
    description: `Мобильные приложения для бизнеса в Узбекистане: iOS, Android и кроссплатформенные решения. Разработка от ${formatMoney(fromPrices.digital)}. ${rating}`,
    keywords: ['мобильные приложения Узбекистан', 'разработка приложений', 'iOS', 'Android', 'Flutter'],
  },
};

/** The five addresses that show the SEO landing, each with its own head and headline. */
export const seoLandingVariants: readonly SeoLandingVariant[] = seoLandingHeadlinesIn(ruSeoLanding, 'ru').map(
  ({ path, heading, lead }) => ({ path, meta: russianHeads[path], heading, lead }),
);

/** The SEO landing variant of a path (exact, ignoring a trailing slash); the first one for any other path. */
export function findSeoLandingVariant(pathname: string): SeoLandingVariant {
  return seoLandingVariantOf(seoLandingVariants, pathname);
}

/** The reasons block of the SEO landing. */
export const seoLandingReasons: readonly Claim[] = seoLandingReasonsIn(ruSeoLanding, 'ru', siteClaims);

/** The SMM and SEO cards of the SEO landing. */
export const seoLandingOffers: readonly SeoLandingOffer[] = seoLandingOffersIn(ruSeoLanding, 'ru');

/** The 12 technologies of the digital services page, in the order of `digitalTechnologies`. */
export const technologies: readonly Technology[] = technologiesIn(ruTechnologies, 'ru');

export const testimonials: readonly Testimonial[] = testimonialsIn(ruTestimonials);

/** A marketing tariff by name, in Russian, case and surrounding spaces ignored (CONSTRUCTOR included). */
export function findMarketingPlan(name: string): MarketingPlan | undefined {
  return marketingPlans.find((plan) => sameOfferName(plan.name, name));
}

/** A digital pack by name, in Russian, case and surrounding spaces ignored (CONSTRUCTOR included). */
export function findDigitalPack(name: string): DigitalPack | undefined {
  return digitalPacks.find((pack) => sameOfferName(pack.name, name));
}
