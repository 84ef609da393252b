import { lazyRouter } from 'shared-ui';

/** The ambassador programme's router, fetched only with a page rendered whole. */
export const router = lazyRouter(() => import(/* webpackChunkName: "AppRoutes" */ './app-routes'));
