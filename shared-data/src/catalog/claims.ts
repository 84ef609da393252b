import { consultationTerms, defineBook } from 'shared-data/site';
import { companyFacts } from './company';
import type ruClaims from './texts/claims.ru';

/** A figure shown in a text: the value set large (e.g. "150+") and the label under it. */
export interface Claim {
  id: string;
  value: string;
  label: string;
  /** A longer explanation, where a card shows one. */
  description?: string;
  /** Name of the card's icon, where a card shows one. */
  icon?: string;
}

/** The claims' words in a language: claims.ts's book. */
export type ClaimsTexts = typeof ruClaims;

/** The words of the site's claims in each language of the site; the figures stay here. */
export const claimsTexts = defineBook<ClaimsTexts>('catalog/claims', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/claims.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/claims.uz'),
});

/** The counts of time behind the claims, which each language writes with its own units. */
export const claimFigures = {
  yearsOnMarket: 3,
  startWithinHours: 24,
  firstResultsDays: 7,
  salesGrowthMonths: 3,
  searchTopPlace: 3,
  searchTopMonths: { min: 3, max: 6 },
  marketingResultsMonths: { min: 1, max: 3 },
  digitalDeliveryWeeks: { min: 2, max: 8 },
  /** The smallest and the largest sales growth the tariffs guarantee. */
  guaranteedGrowthPercent: { min: 10, max: 25 },
} as const;

const roiValue = '200%+';
const servicesValue = '120+';

/** Every figure the site claims about the agency, keyed for reuse in heroes, strips and cards. */
export function siteClaimsIn({ site }: ClaimsTexts) {
  const { searchTopMonths } = claimFigures;
  return {
    projects: { id: 'projects', value: '150+', label: site.projects.label },
    satisfiedClients: { id: 'satisfied-clients', value: '98%', label: site.satisfiedClients.label },
    satisfiedClientsAlt: { id: 'satisfied-clients-alt', value: '95%', label: site.satisfiedClientsAlt.label },
    support: { id: 'support', value: '24/7', label: site.support.label },
    yearsOnMarket: {
      id: 'years-on-market',
      value: site.yearsOnMarket.value(claimFigures.yearsOnMarket),
      label: site.yearsOnMarket.label,
    },
    marketingProjects: { id: 'marketing-projects', value: '50+', label: site.marketingProjects.label },
    digitalProjects: { id: 'digital-projects', value: '100+', label: site.digitalProjects.label },
    completedProjects: { id: 'completed-projects', value: '35+', label: site.completedProjects.label },
    services: { id: 'services', value: servicesValue, label: site.services.label },
    salesGrowth: {
      id: 'sales-growth',
      value: '200–300%',
      label: site.salesGrowth.label(claimFigures.salesGrowthMonths),
    },
    averageRoi: { id: 'average-roi', value: '150%', label: site.averageRoi.label },
    roi: { id: 'roi', value: roiValue, label: 'ROI' },
    startWithin: {
      id: 'start-within',
      value: site.startWithin.value(claimFigures.startWithinHours),
      label: site.startWithin.label,
    },
    firstResults: {
      id: 'first-results',
      value: site.firstResults.value(claimFigures.firstResultsDays),
      label: site.firstResults.label,
    },
    topThree: {
      id: 'top-three',
      value: site.topThree.value(claimFigures.searchTopPlace),
      label: site.topThree.label(searchTopMonths.min, searchTopMonths.max),
    },
    rating: {
      id: 'rating',
      value: `${companyFacts.rating.value}/${companyFacts.rating.best}`,
      label: site.rating.label(companyFacts.rating.reviews),
    },
  } satisfies Record<string, Claim>;
}

/** The site's claims, as `siteClaimsIn` gives them. */
export type SiteClaims = ReturnType<typeof siteClaimsIn>;

/** How fast each division delivers, for the comparison on the home page. */
export function divisionComparisonIn({ divisionComparison }: ClaimsTexts) {
  const { marketingResultsMonths: months, digitalDeliveryWeeks: weeks } = claimFigures;
  return {
    marketing: {
      id: 'marketing',
      value: divisionComparison.marketing.value(months.min, months.max),
      label: divisionComparison.marketing.label,
    },
    digital: {
      id: 'digital',
      value: divisionComparison.digital.value(weeks.min, weeks.max),
      label: divisionComparison.digital.label,
    },
  } satisfies Record<'marketing' | 'digital', Claim>;
}

/** The results the SEO landing's hero promises. */
export const seoLandingClaimsIn = ({ seoLanding }: ClaimsTexts): readonly Claim[] => [
  { id: 'sales', value: '+300%', label: seoLanding.sales.label },
  { id: 'audience', value: '+250%', label: seoLanding.audience.label },
  { id: 'roi', value: roiValue, label: seoLanding.roi.label },
];

/** Why-choose-us points of the referral landing. */
export function referralWhyChooseUsIn({ referralWhyChooseUs: texts }: ClaimsTexts): readonly Claim[] {
  const growth = claimFigures.guaranteedGrowthPercent;
  return [
    {
      id: 'sales-growth',
      value: `${growth.min}–${growth.max}%`,
      label: texts['sales-growth'].label(growth.min, growth.max),
      description: texts['sales-growth'].description,
      icon: 'trending-up',
    },
    {
      id: 'team',
      value: texts.team.value,
      label: texts.team.label,
      description: texts.team.description,
      icon: 'users',
    },
    {
      id: 'full-range',
      value: servicesValue,
      label: texts['full-range'].label,
      description: texts['full-range'].description,
      icon: 'layers',
    },
    {
      id: 'payment',
      value: texts.payment.value,
      label: texts.payment.label,
      description: texts.payment.description,
      icon: 'file-check',
    },
  ];
}

/** The four stats of the marketing hero, from the site's claims in the page's language. */
export const marketingHeroStatsOf = (claims: SiteClaims): readonly Claim[] => [
  claims.projects,
  claims.satisfiedClients,
  claims.salesGrowth,
  claims.support,
];

/** The four why-us points of the marketing landing. */
export function marketingWhyUsIn({ marketingWhyUs: texts }: ClaimsTexts): readonly Claim[] {
  return [
    {
      id: 'full-cycle',
      value: texts['full-cycle'].value,
      label: texts['full-cycle'].label,
      description: texts['full-cycle'].description,
      icon: 'refresh-cw',
    },
    { id: 'ai', value: 'AI', label: texts.ai.label, description: texts.ai.description, icon: 'sparkles' },
    {
      id: 'transparency',
      value: '100%',
      label: texts.transparency.label,
      description: texts.transparency.description,
      icon: 'eye',
    },
    {
      id: 'strategy',
      value: texts.strategy.value,
      label: texts.strategy.label,
      description: texts.strategy.description,
      icon: 'target',
    },
  ];
}

/** A card of the consultation section's left column. */
export interface ConsultationInfoCard {
  id: string;
  title: string;
  items: readonly Claim[];
}

/** The info cards beside the consultation form: what to expect and the consultation details. */
export function consultationInfoCardsIn({ consultation }: ClaimsTexts): readonly ConsultationInfoCard[] {
  const expectations = consultation['what-to-expect'];
  const { details } = consultation;
  return [
    {
      id: 'what-to-expect',
      title: expectations.title,
      items: [
        { id: 'business-analysis', ...expectations.items['business-analysis'], icon: 'search' },
        { id: 'promotion-strategy', ...expectations.items['promotion-strategy'], icon: 'target' },
        { id: 'action-plan', ...expectations.items['action-plan'], icon: 'list-checks' },
        { id: 'recommendations', ...expectations.items.recommendations, icon: 'lightbulb' },
      ],
    },
    {
      id: 'details',
      title: details.title,
      items: [
        {
          id: 'duration',
          value: details.items.duration.value(consultationTerms.formMinutes),
          label: details.items.duration.label,
          icon: 'clock',
        },
        { id: 'format', ...details.items.format, icon: 'video' },
        { id: 'price', ...details.items.price, icon: 'gift' },
      ],
    },
  ];
}
