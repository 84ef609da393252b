import { findSitePath, paths, sitePaths } from 'shared-data/site';
import { type LazyPage, lazyPage } from 'shared-ui';
import { router } from './app-router';
import * as islands from './islands';

/** Every page may show any of the marketing islands; a page hydrated whole fetches them with its code. */
const everyIsland = Object.values(islands);

export const BlogPage = router.withItsCode(
  lazyPage(() => import(/* webpackChunkName: "BlogPage" */ './pages/blog/blog-page'), 'BlogPage'),
  everyIsland,
);
export const HomePage = router.withItsCode(
  lazyPage(() => import(/* webpackChunkName: "HomePage" */ './pages/home/home-page'), 'HomePage'),
  everyIsland,
);
export const MarketingPage = router.withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "MarketingPage" */ './pages/marketing/marketing-page'),
    'MarketingPage',
  ),
  everyIsland,
);
export const PricingPage = router.withItsCode(
  lazyPage(() => import(/* webpackChunkName: "PricingPage" */ './pages/pricing/pricing-page'), 'PricingPage'),
  everyIsland,
);
export const PrivacyPage = router.withItsCode(
  lazyPage(() => import(/* webpackChunkName: "PrivacyPage" */ './pages/privacy/privacy-page'), 'PrivacyPage'),
  everyIsland,
);
export const SeoLandingPage = router.withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "SeoLandingPage" */ './pages/seo-landing/seo-landing-page'),
    'SeoLandingPage',
  ),
  everyIsland,
);
export const ServicePage = router.withItsCode(
  lazyPage(() => import(/* webpackChunkName: "ServicePage" */ './pages/service/service-page'), 'ServicePage'),
  everyIsland,
);
export const ServicesPage = router.withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "ServicesPage" */ './pages/services/services-page'),
    'ServicesPage',
  ),
  everyIsland,
);
export const WhyChooseUsPage = router.withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "WhyChooseUsPage" */ './pages/why-choose-us/why-choose-us-page'),
    'WhyChooseUsPage',
  ),
  everyIsland,
);

const pages: Record<string, LazyPage> = {
  [paths.home]: HomePage,
  [paths.marketing]: MarketingPage,
  [paths.pricing]: PricingPage,
  [paths.services]: ServicesPage,
  [paths.whyChooseUs]: WhyChooseUsPage,
  [paths.blog]: BlogPage,
  [paths.discussProject]: ServicePage,
  [paths.privacy]: PrivacyPage,
};

/** This remote's pages, as the site routes them (`sitePaths`). */
export const ownRoutes = sitePaths.filter((route) => route.app === 'marketing-app');

export const pageOf = (path: string) => pages[path] ?? SeoLandingPage;

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findSitePath(pathname);
  return route?.app === 'marketing-app' ? pageOf(route.path) : undefined;
}
