import { defineBook } from 'shared-data/site';
import type ruBook from './ru';

/**
 * shared-data's texts in each language of the site: the forms' messages and notices, the bounds' sentences, the
 * calls' connection messages. Components read it with `useTexts(sharedDataTexts)`; code outside React takes a
 * section of it (`boundsAlert(total, bounds, texts.bounds)`) or the language (`schemasFor(language)`).
 */
export const sharedDataTexts = defineBook<typeof ruBook>('shared-data', {
  ru: () => import(/* webpackChunkName: "texts-ru-shared-data" */ './ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-shared-data" */ './uz'),
});

/** shared-data's book, as each language gives it. */
export type SharedDataTexts = typeof ruBook;
