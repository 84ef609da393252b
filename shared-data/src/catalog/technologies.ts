import { digitalTechnologies } from 'shared-data/catalog';
import { defineBook, type Language } from 'shared-data/site';
import type ruTechnologies from './texts/technologies.ru';

/** A technology of the digital studio's stack with a short note on what it is used for. */
export interface Technology {
  name: string;
  note: string;
}

/** The notes on the studio's technologies in each language, by the technology's name. */
export const technologiesTexts = defineBook<typeof ruTechnologies>('catalog/technologies', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-digital" */ './texts/technologies.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-digital" */ './texts/technologies.uz'),
});

/** The technologies' book, as each language gives it. */
export type TechnologiesTexts = typeof ruTechnologies;

/**
 * The 12 technologies of the digital services page, in the order of `digitalTechnologies`, with their notes
 * in the language of `texts`. (The language is taken for the builders' one signature: the notes are all in
 * the book.)
 */
export function technologiesIn(texts: TechnologiesTexts, _language: Language): readonly Technology[] {
  const notes: Readonly<Record<string, string>> = texts.notes;
  return digitalTechnologies.map((name) => ({ name, note: notes[name] ?? '' }));
}
