import { defineBook } from 'shared-data/site';
import type ruBook from './ru';

/** The words of the shell's own pages (the 404 page), in each language of the site: read with `useTexts`. */
export const shellTexts = defineBook<typeof ruBook>('shell', {
  ru: () => import(/* webpackChunkName: "texts-ru-shell" */ './ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-shell" */ './uz'),
});
