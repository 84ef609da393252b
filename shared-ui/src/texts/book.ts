import { defineBook } from 'shared-data/site';
import type ruBook from './ru';

/** The words of shared-ui's components, dialogs and forms, in each language of the site: read with `useTexts`. */
export const sharedUiTexts = defineBook<typeof ruBook>('shared-ui', {
  ru: () => import(/* webpackChunkName: "texts-ru-shared-ui" */ './ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-shared-ui" */ './uz'),
});

export type SharedUiTexts = typeof ruBook;
