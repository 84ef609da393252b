import type { Claim, SiteClaims } from 'shared-data/catalog';
import { defineBook } from 'shared-data/site';
import type ruAbout from './texts/about.ru';

/** A block of text of the about dialog: a heading and its paragraph. */
export interface AboutStory {
  id: string;
  title: string;
  text: string;
}

/** A value the agency works by. */
export interface AboutValue {
  id: 'innovation' | 'quality' | 'partnership';
  title: string;
  description: string;
  /** Name of the card's icon. */
  icon: string;
}

/** The about section's and dialog's texts in a language: about.ts's book. */
export type AboutTexts = typeof ruAbout;

/** The about section's and dialog's texts in each language of the site. */
export const aboutTexts = defineBook<AboutTexts>('catalog/about', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/about.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/about.uz'),
});

const storyIds = ['history', 'mission', 'vision'] as const;
const valueIcons = [
  { id: 'innovation', icon: 'lightbulb' },
  { id: 'quality', icon: 'shield-check' },
  { id: 'partnership', icon: 'users' },
] as const;

/**
 * Content of the home page's about section and of the "Узнать больше о нас" dialog, in the language of `texts`;
 * `claims` are the site's claims in the same language.
 */
export function aboutAgencyIn(texts: AboutTexts, claims: SiteClaims) {
  return {
    title: texts.title,
    lead: texts.lead,
    stats: [claims.projects, claims.satisfiedClients, claims.yearsOnMarket, claims.support],
    dialogTitle: texts.dialogTitle,
    dialogDescription: texts.dialogDescription,
    story: storyIds.map((id): AboutStory => ({ id, ...texts.story[id] })),
    achievementsTitle: texts.achievementsTitle,
    achievements: [
      claims.projects,
      claims.marketingProjects,
      claims.digitalProjects,
      claims.satisfiedClients,
      claims.salesGrowth,
      claims.rating,
    ] satisfies readonly Claim[],
    valuesTitle: texts.valuesTitle,
    values: valueIcons.map(({ id, icon }): AboutValue => ({ id, ...texts.values[id], icon })),
    servicesTitle: texts.servicesTitle,
  };
}

/** The about section's and dialog's content, as `aboutAgencyIn` gives it. */
export type AboutAgency = ReturnType<typeof aboutAgencyIn>;
