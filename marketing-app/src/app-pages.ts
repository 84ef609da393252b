import { loadOnce } from 'shared-data/site';
import { lazyComponent, lazyPage, remoteRoutes } from 'shared-ui';

/** The component showcase exists in development builds only: the production build never follows this import. */
const UiShowcasePage =
  process.env.NODE_ENV === 'development'
    ? lazyComponent(
        loadOnce(() => import('./pages/ui-showcase/ui-showcase-page')),
        'UiShowcasePage',
      )
    : null;

/** The marketing division's pages, as the route table names them; each page's code loads with its first visit. */
export const { Root, pageAt } = remoteRoutes('marketing-app', {
  loadRouter: () => import(/* webpackChunkName: "AppRoutes" */ 'shared-ui/router'),
  pages: {
    BlogPage: lazyPage(() => import(/* webpackChunkName: "BlogPage" */ './pages/blog/blog-page'), 'BlogPage'),
    HomePage: lazyPage(() => import(/* webpackChunkName: "HomePage" */ './pages/home/home-page'), 'HomePage'),
    MarketingPage: lazyPage(
      () => import(/* webpackChunkName: "MarketingPage" */ './pages/marketing/marketing-page'),
      'MarketingPage',
    ),
    PricingPage: lazyPage(
      () => import(/* webpackChunkName: "PricingPage" */ './pages/pricing/pricing-page'),
      'PricingPage',
    ),
    PrivacyPage: lazyPage(
      () => import(/* webpackChunkName: "PrivacyPage" */ './pages/privacy/privacy-page'),
      'PrivacyPage',
    ),
    SeoLandingPage: lazyPage(
      () => import(/* webpackChunkName: "SeoLandingPage" */ './pages/seo-landing/seo-landing-page'),
      'SeoLandingPage',
    ),
    ServicePage: lazyPage(
      () => import(/* webpackChunkName: "ServicePage" */ './pages/service/service-page'),
      'ServicePage',
    ),
    ServicesPage: lazyPage(
      () => import(/* webpackChunkName: "ServicesPage" */ './pages/services/services-page'),
      'ServicesPage',
    ),
    WhyChooseUsPage: lazyPage(
      () => import(/* webpackChunkName: "WhyChooseUsPage" */ './pages/why-choose-us/why-choose-us-page'),
      'WhyChooseUsPage',
    ),
  },
  extraRoutes: UiShowcasePage ? [{ path: '/__ui', Page: UiShowcasePage }] : [],
});
