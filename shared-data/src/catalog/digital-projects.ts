import type { Claim } from 'shared-data/catalog';
import { defineBook, type Language } from 'shared-data/site';
import type ruDigitalProjects from './texts/digital-projects.ru';

/** The digital landing's typical projects and reasons to choose the studio in each language, by id. */
export const digitalProjectsTexts = defineBook<typeof ruDigitalProjects>('catalog/digital-projects', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-digital" */ './texts/digital-projects.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-digital" */ './texts/digital-projects.uz'),
});

/** The digital landing's book, as each language gives it. */
export type DigitalProjectsTexts = typeof ruDigitalProjects;

/** How long a digital project takes, in weeks: the "2–8 недель" the site promises. */
export const digitalDeliveryWeeks = { min: 2, max: 8 } as const;

/** A span of weeks from start to launch. */
export interface WeeksRange {
  min: number;
  max: number;
}

/** A typical project of the digital studio: what kind of product, for which industry, what it does and how fast. */
export interface DigitalProject {
  id: string;
  /** Kind of product, e.g. "Интернет-магазин". */
  type: string;
  industry: string;
  /** What the studio builds in such a project. */
  built: string;
  /** What the business gets once it runs. */
  result: string;
  /** Usual time from start to launch, inside `digitalDeliveryWeeks`. */
  weeks: WeeksRange;
  /** Technologies from the studio's stack (`digitalTechnologies`). */
  technologies: readonly string[];
  /** Name of the card's icon. */
  icon: string;
}

/** What a project is apart from its words: how long it takes, its stack and its icon. */
interface ProjectFacts {
  id: keyof DigitalProjectsTexts['projects'];
  weeks: WeeksRange;
  technologies: readonly string[];
  icon: string;
}

/** Typical projects of the studio in display order. */
const projectFacts: readonly ProjectFacts[] = [
  {
    id: 'online-store',
    weeks: { min: 4, max: 6 },
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Redis'],
    icon: 'globe',
  },
  {
    id: 'booking-bot',
    weeks: { min: 2, max: 3 },
    technologies: ['Python', 'PostgreSQL', 'Redis', 'Docker'],
    icon: 'bot',
  },
  {
    id: 'delivery-app',
    weeks: { min: 6, max: 8 },
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'AWS'],
    icon: 'smartphone',
  },
  {
    id: 'real-estate-crm',
    weeks: { min: 6, max: 8 },
    technologies: ['React', 'Python', 'PostgreSQL', 'Docker'],
    icon: 'database',
  },
  {
    id: 'education-site',
    weeks: { min: 2, max: 4 },
    technologies: ['React', 'Node.js', 'MongoDB'],
    icon: 'palette',
  },
  {
    id: 'support-assistant',
    weeks: { min: 4, max: 8 },
    technologies: ['Python', 'TensorFlow', 'Redis', 'Kubernetes'],
    icon: 'brain',
  },
];

/**
 * Typical projects of the studio shown on the digital landing (anchor `projects`), in display order,
 * described in the language of `texts`. (The language is taken for the builders' one signature: the words are
 * all in the book.)
 */
export function digitalProjectsIn(
  texts: DigitalProjectsTexts,
  _language: Language,
): readonly DigitalProject[] {
  return projectFacts.map(({ id, weeks, technologies, icon }) => {
    const { type, industry, built, result } = texts.projects[id];
    return { id, type, industry, built, result, weeks, technologies, icon };
  });
}

/** The site's claims a builder here shows, as the claims' builders give them in the page's language. */
type ClaimsOf<Key extends string> = Readonly<Record<Key, Claim>>;

/** The three figures of the digital landing's hero, from the site's claims in the page's language. */
export const digitalHeroClaimsOf = (
  claims: ClaimsOf<'digitalProjects' | 'startWithin'>,
  comparison: ClaimsOf<'digital'>,
): readonly Claim[] => [claims.digitalProjects, claims.startWithin, comparison.digital];

/** The figures of the digital landing's stats band, from the site's claims in the page's language. */
export const digitalStatsOf = (
  claims: ClaimsOf<'satisfiedClients' | 'support' | 'yearsOnMarket' | 'rating'>,
): readonly Claim[] => [claims.satisfiedClients, claims.support, claims.yearsOnMarket, claims.rating];

/**
 * The digital landing's reasons to choose the studio (anchor `why-us`) in the language of `texts`; `claims`
 * are the site's claims in the same language (their start and support figures). The delivery time is
 * `digitalDeliveryWeeks` as the book writes a span of weeks.
 */
export function digitalWhyUsIn(
  texts: DigitalProjectsTexts,
  _language: Language,
  claims: ClaimsOf<'startWithin' | 'support'>,
): readonly Claim[] {
  const { whyUs } = texts;
  const startWithin = claims.startWithin.value;
  return [
    { id: 'full-cycle', ...whyUs['full-cycle'], icon: 'layers' },
    {
      id: 'fast-start',
      value: startWithin,
      label: whyUs['fast-start'].label(startWithin),
      description: whyUs['fast-start'].description(texts.weeks(digitalDeliveryWeeks)),
      icon: 'zap',
    },
    { id: 'fixed-terms', ...whyUs['fixed-terms'], icon: 'file-check' },
    { id: 'support', value: claims.support.value, ...whyUs.support, icon: 'headphones' },
  ];
}
