import { defineBook } from 'shared-data/site';
import type ruBook from './ru';

/**
 * The words of the ambassador programme's pages (registration, sign-in, dashboard, the referral landing), in each
 * language of the site: read with `useTexts`. One book per package (decision record 034), so the dashboard's words
 * come with the registration page's.
 */
export const ambassadorTexts = defineBook<typeof ruBook>('ambassador-app', {
  ru: () => import(/* webpackChunkName: "texts-ru-ambassador-app" */ './ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-ambassador-app" */ './uz'),
});
