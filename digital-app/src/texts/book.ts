import { defineBook } from 'shared-data/site';
import type ruBook from './ru';

/** The words of the development studio's pages, dialogs and forms, in each language of the site: read with `useTexts`. */
export const digitalTexts = defineBook<typeof ruBook>('digital-app', {
  ru: () => import(/* webpackChunkName: "texts-ru-digital-app" */ './ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-digital-app" */ './uz'),
});
