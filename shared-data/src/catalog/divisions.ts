import { defineBook } from 'shared-data/site';
import { type Division, divisionLinks } from './search-keywords';
import type ruDivisions from './texts/divisions.ru';

/** How a division presents itself on the home page's choice cards and comparison. */
export interface DivisionProfile {
  id: Division;
  name: string;
  tagline: string;
  description: string;
  highlights: readonly string[];
  /** Name of the card's icon. */
  icon: string;
}

/** How the divisions present themselves in a language: divisions.ts's book. */
export type DivisionsTexts = typeof ruDivisions;

/** How the divisions present themselves in each language of the site. */
export const divisionsTexts = defineBook<DivisionsTexts>('catalog/divisions', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/divisions.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/divisions.uz'),
});

const icons: Record<Division, string> = { marketing: 'trending-up', digital: 'server' };

/** The two divisions of the agency, in the order the home page shows them, in the language of `texts`. */
export function divisionProfilesIn({ profiles }: DivisionsTexts): Record<Division, DivisionProfile> {
  const profile = (id: Division): DivisionProfile => ({
    id,
    name: divisionLinks[id].badge,
    ...profiles[id],
    icon: icons[id],
  });
  return { marketing: profile('marketing'), digital: profile('digital') };
}

/** A row of the division comparison: one criterion and what each division offers. */
export interface DivisionComparisonRow {
  id: string;
  criterion: string;
  marketing: string;
  digital: string;
}

const comparisonRowIds = ['goal', 'format', 'result'] as const;

/** Rows of the home page's comparison that are not figures from the catalog, in the language of `texts`. */
export const divisionComparisonRowsIn = ({
  comparisonRows,
}: DivisionsTexts): readonly DivisionComparisonRow[] =>
  comparisonRowIds.map((id) => ({ id, ...comparisonRows[id] }));
