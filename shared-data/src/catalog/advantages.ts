import { type Claim, claimFigures, type SiteClaims } from 'shared-data/catalog';
import { defineBook } from 'shared-data/site';
import type ruAdvantages from './texts/advantages.ru';

/** A card of the /why-choose-us page. */
export interface Advantage {
  id: string;
  title: string;
  description: string;
  /** Name of the card's icon. */
  icon: string;
}

/** The advantage cards' texts in a language: advantages.ts's book. */
export type AdvantagesTexts = typeof ruAdvantages;

/** The advantage cards' texts in each language of the site. */
export const advantagesTexts = defineBook<AdvantagesTexts>('catalog/advantages', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/advantages.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/advantages.uz'),
});

/** The cards in display order, each with its icon. */
const cards = [
  { id: 'experience', icon: 'award' },
  { id: 'full-cycle', icon: 'layers' },
  { id: 'results', icon: 'target' },
  { id: 'team', icon: 'users' },
  { id: 'transparency', icon: 'bar-chart-3' },
  { id: 'ai-tools', icon: 'sparkles' },
  { id: 'fast-start', icon: 'zap' },
  { id: 'individual-strategy', icon: 'lightbulb' },
  { id: 'payment-after-contract', icon: 'file-check' },
  { id: 'support', icon: 'headphones' },
  { id: 'guarantees', icon: 'shield-check' },
  { id: 'flexible-pricing', icon: 'sliders-horizontal' },
] as const satisfies readonly { id: keyof AdvantagesTexts; icon: string }[];

/** The 12 advantage cards of /why-choose-us, in the language of `texts`. */
export function advantagesIn(texts: AdvantagesTexts): readonly Advantage[] {
  return cards.map(({ id, icon }) => {
    const { title, description } = texts[id];
    // The fast start's description names the claims' start and first results, which stay in the claims' figures.
    return {
      id,
      title,
      description:
        typeof description === 'string'
          ? description
          : description(claimFigures.startWithinHours, claimFigures.firstResultsDays),
      icon,
    };
  });
}

/** Figures of the achievements strip on /why-choose-us, from the site's claims in the page's language. */
export const achievementsOf = (claims: SiteClaims): readonly Claim[] => [
  claims.projects,
  claims.satisfiedClients,
  claims.yearsOnMarket,
  claims.support,
];
