import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routeTable } from 'shared-data';
import { lazyPage } from 'shared-ui';

const BlogPage = lazyPage(() => import('./pages/blog/blog-page'), 'BlogPage');
const HomePage = lazyPage(() => import('./pages/home/home-page'), 'HomePage');
const MarketingPage = lazyPage(() => import('./pages/marketing/marketing-page'), 'MarketingPage');
const PricingPage = lazyPage(() => import('./pages/pricing/pricing-page'), 'PricingPage');
const SeoLandingPage = lazyPage(() => import('./pages/seo-landing/seo-landing-page'), 'SeoLandingPage');
const ServicePage = lazyPage(() => import('./pages/service/service-page'), 'ServicePage');
const ServicesPage = lazyPage(() => import('./pages/services/services-page'), 'ServicesPage');
const WhyChooseUsPage = lazyPage(() => import('./pages/why-choose-us/why-choose-us-page'), 'WhyChooseUsPage');

/** The component showcase exists in development builds only: the production build never follows this import. */
const UiShowcasePage =
  process.env.NODE_ENV === 'development'
    ? lazy(() =>
        import('./pages/ui-showcase/ui-showcase-page').then((module) => ({ default: module.UiShowcasePage })),
      )
    : null;

const pages: Record<string, ComponentType> = {
  [paths.home]: HomePage,
  [paths.marketing]: MarketingPage,
  [paths.pricing]: PricingPage,
  [paths.services]: ServicesPage,
  [paths.whyChooseUs]: WhyChooseUsPage,
  [paths.blog]: BlogPage,
  [paths.discussProject]: ServicePage,
};

const ownRoutes = routeTable.filter((route) => route.app === 'marketing-app');

/** The marketing division's routes; every SEO path shows the SEO landing; each page's code loads with its first visit. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          {ownRoutes.map(({ path }) => {
            const Page = pages[path] ?? SeoLandingPage;
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {UiShowcasePage ? <Route path="/__ui" element={<UiShowcasePage />} /> : null}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
