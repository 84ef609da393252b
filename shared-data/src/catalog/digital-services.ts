import { defineBook, type Language } from 'shared-data/site';
import type { DigitalPackId } from './digital-packs';
import { digitalProjectMinimum } from './digital-packs';
import type ruDigitalServices from './texts/digital-services.ru';
import type { PriceRange } from './types';

/** A development direction of the digital studio with its price range. */
export interface DigitalService {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  /** Packs that include the service. */
  availableIn: readonly DigitalPackId[];
  priceRange: PriceRange;
  /** Name of the card's icon. */
  icon: string;
  /** Accent colour of the card. */
  color: string;
}

/** The digital services' titles, descriptions and features in each language, by service id. */
export const digitalServicesTexts = defineBook<typeof ruDigitalServices>('catalog/digital-services', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/digital-services.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/digital-services.uz'),
});

/** The digital services' book, as each language gives it. */
export type DigitalServicesTexts = typeof ruDigitalServices;

/** Price of a service with no range of its own: "от" the smallest project. */
export const defaultServicePriceRange: PriceRange = { min: digitalProjectMinimum };

const smallestProject = digitalProjectMinimum;

/** What a service is apart from its words: the packs that include it, its prices and its card's look. */
type ServiceFacts = Omit<DigitalService, 'id' | 'title' | 'subtitle' | 'description' | 'features'> & {
  id: keyof DigitalServicesTexts['services'];
};

/** The 12 development services of /digital/services in display order. */
const serviceFacts: readonly ServiceFacts[] = [
  {
    id: 'web-development',
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: 8_000_000, max: 25_000_000 },
    icon: 'globe',
    color: '#2563eb',
  },
  {
    id: 'mobile-development',
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 15_000_000, max: 40_000_000 },
    icon: 'smartphone',
    color: '#7c3aed',
  },
  {
    id: 'bots',
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: smallestProject, max: 12_000_000 },
    icon: 'bot',
    color: '#0ea5e9',
  },
  {
    id: 'backend',
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 6_000_000, max: 20_000_000 },
    icon: 'server',
    color: '#16a34a',
  },
  {
    id: 'ux-ui',
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: 4_000_000, max: 15_000_000 },
    icon: 'palette',
    color: '#db2777',
  },
  {
    id: 'cybersecurity',
    availableIn: ['business-plus-pack'],
    priceRange: { min: 5_000_000, max: 18_000_000 },
    icon: 'shield',
    color: '#dc2626',
  },
  {
    id: 'devops',
    availableIn: ['business-plus-pack'],
    priceRange: { min: 7_000_000, max: 22_000_000 },
    icon: 'cloud',
    color: '#0891b2',
  },
  {
    id: 'analytics-bi',
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 6_000_000, max: 20_000_000 },
    icon: 'bar-chart',
    color: '#ca8a04',
  },
  {
    id: 'ai-ml',
    availableIn: ['business-plus-pack'],
    priceRange: { min: 10_000_000, max: 35_000_000 },
    icon: 'brain',
    color: '#9333ea',
  },
  {
    id: 'crm-erp',
    availableIn: ['business-plus-pack'],
    priceRange: { min: 8_000_000, max: 30_000_000 },
    icon: 'database',
    color: '#ea580c',
  },
  {
    id: 'api-integration',
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 4_000_000, max: 15_000_000 },
    icon: 'plug',
    color: '#4f46e5',
  },
  {
    id: 'qa-testing',
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: smallestProject, max: 12_000_000 },
    icon: 'check-circle',
    color: '#059669',
  },
];

/**
 * The 12 development services of /digital/services in display order, described in the language of `texts`.
 * (The language is taken for the builders' one signature: the words are all in the book.)
 */
export function digitalServicesIn(
  texts: DigitalServicesTexts,
  _language: Language,
): readonly DigitalService[] {
  return serviceFacts.map(({ id, availableIn, priceRange, icon, color }) => {
    const { title, subtitle, description, features } = texts.services[id];
    return { id, title, subtitle, description, features, availableIn, priceRange, icon, color };
  });
}

/** The technologies grid of /digital/services. */
export const digitalTechnologies: readonly string[] = [
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
