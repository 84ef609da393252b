import { island } from './micro-frontend/island';

/**
 * The islands of shared-ui's own parts, which every remote's pages show. Their code is shared-ui's, which the page
 * takes from the shell, so a page's HTML does not name their chunks.
 */

export const SiteMobileMenuIsland = island(
  () => import(/* webpackChunkName: "SiteMobileMenu" */ './layout/site-header/mobile-menu'),
  'SiteMobileMenu',
  { shared: true },
);

export const ConsultationFormIsland = island(
  () =>
    import(
      /* webpackChunkName: "DeferredConsultationForm" */ './blocks/consultation-section/deferred-consultation-form'
    ),
  'DeferredConsultationForm',
  { shared: true },
);
