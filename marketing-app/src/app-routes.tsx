import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routeTable } from 'shared-data';
import { BlogPage } from './pages/blog/blog-page';
import { HomePage } from './pages/home/home-page';
import { MarketingPage } from './pages/marketing/marketing-page';
import { PricingPage } from './pages/pricing/pricing-page';
import { SeoLandingPage } from './pages/seo-landing/seo-landing-page';
import { ServicePage } from './pages/service/service-page';
import { ServicesPage } from './pages/services/services-page';
import { WhyChooseUsPage } from './pages/why-choose-us/why-choose-us-page';

/** The component showcase exists in development builds only: the production build never follows this import. */
const UiShowcasePage =
  process.env.NODE_ENV === 'development'
    ? lazy(() =>
        import('./pages/ui-showcase/ui-showcase-page').then((module) => ({ default: module.UiShowcasePage })),
      )
    : null;

const pages: Record<string, () => React.JSX.Element> = {
  [paths.home]: HomePage,
  [paths.marketing]: MarketingPage,
  [paths.pricing]: PricingPage,
  [paths.services]: ServicesPage,
  [paths.whyChooseUs]: WhyChooseUsPage,
  [paths.blog]: BlogPage,
  [paths.discussProject]: ServicePage,
};

const ownRoutes = routeTable.filter((route) => route.app === 'marketing-app');

/** The marketing division's routes; every SEO path shows the SEO landing. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        {ownRoutes.map(({ path }) => {
          const Page = pages[path] ?? SeoLandingPage;
          return <Route key={path} path={path} element={<Page />} />;
        })}
        {UiShowcasePage ? (
          <Route
            path="/__ui"
            element={
              <Suspense fallback={null}>
                <UiShowcasePage />
              </Suspense>
            }
          />
        ) : null}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
