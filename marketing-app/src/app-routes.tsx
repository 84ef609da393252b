import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { findRoute, paths, routeTable } from 'shared-data';
import { type AppRootProps, type LazyPage, lazyPage } from 'shared-ui';

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

const pages: Record<string, LazyPage> = {
  [paths.home]: HomePage,
  [paths.marketing]: MarketingPage,
  [paths.pricing]: PricingPage,
  [paths.services]: ServicesPage,
  [paths.whyChooseUs]: WhyChooseUsPage,
  [paths.blog]: BlogPage,
  [paths.discussProject]: ServicePage,
};

const ownRoutes = routeTable.filter((route) => route.app === 'marketing-app');

const pageOf = (path: string) => pages[path] ?? SeoLandingPage;

/** Loads the code of the page at `pathname`, so hydration finds it ready. */
export async function preloadPage(pathname: string) {
  const route = findRoute(pathname);
  if (route?.app === 'marketing-app') await pageOf(route.path).preload();
}

/** The router of the request path on the server, of the address bar in the browser. */
function AppRouter({ location, children }: AppRootProps & { children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/** The marketing division's routes; every SEO path shows the SEO landing; each page's code loads with its first visit. */
export function AppRoutes({ location }: AppRootProps) {
  return (
    <AppRouter location={location}>
      <Suspense fallback={null}>
        <Routes>
          {ownRoutes.map(({ path }) => {
            const Page: ComponentType = pageOf(path);
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {UiShowcasePage ? <Route path="/__ui" element={<UiShowcasePage />} /> : null}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </AppRouter>
  );
}
