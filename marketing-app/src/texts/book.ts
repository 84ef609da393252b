import { defineBook } from 'shared-data/site';
import type ruBook from './ru';

/** The words of the marketing pages, their dialogs and forms, in each language of the site: read with `useTexts`. */
export const marketingTexts = defineBook<typeof ruBook>('marketing-app', {
  ru: () => import(/* webpackChunkName: "texts-ru-marketing-app" */ './ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-marketing-app" */ './uz'),
});
