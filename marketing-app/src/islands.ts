import { island } from 'shared-ui';

/**
 * The parts of the marketing pages a visitor acts on. On a page the server rendered, each hydrates on its own when
 * needed; the rest of the page is the server's markup and never loads its code.
 */

export const TestimonialsCarouselIsland = island(
  () =>
    import(
      /* webpackChunkName: "TestimonialsCarousel" */ './features/testimonials/components/testimonials-carousel'
    ),
  'TestimonialsCarousel',
);

export const ServiceSearchBoxIsland = island(
  () =>
    import(
      /* webpackChunkName: "ServiceSearchBox" */ './features/service-search/components/service-search-box'
    ),
  'ServiceSearchBox',
);

export const CustomPlanFormIsland = island(
  () => import(/* webpackChunkName: "CustomPlanForm" */ './features/custom-plan/components/custom-plan-form'),
  'CustomPlanForm',
  { inDialog: true },
);

export const CalculatorFormIsland = island(
  () => import(/* webpackChunkName: "CalculatorForm" */ './features/calculator/components/calculator-form'),
  'CalculatorForm',
  { inDialog: true },
);

export const ReferralOfferIsland = island(
  () => import(/* webpackChunkName: "ReferralOffer" */ './features/referral-offer/components/referral-offer'),
  'ReferralOffer',
);

export const NewsletterFormIsland = island(
  () => import(/* webpackChunkName: "NewsletterForm" */ './features/blog/components/newsletter-form'),
  'NewsletterForm',
);
