import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { findRoute, paths, routeTable } from 'shared-data/catalog';
import { type AppRootProps, type LazyPage, lazyPage } from 'shared-ui';
import * as islands from './islands';

/**
 * A page's code together with its islands' code. A page the browser renders or hydrates whole then has every part at
 * once: a part still waiting for its code would hold the page's hydration back and lose the clicks made meanwhile.
 */
async function withIslands<Module>(page: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([
    page,
    Promise.all(Object.values(islands).map((island) => island.Component.preload())),
  ]);
  return module;
}

const BlogPage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "BlogPage" */ './pages/blog/blog-page')),
  'BlogPage',
);
const HomePage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "HomePage" */ './pages/home/home-page')),
  'HomePage',
);
const MarketingPage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "MarketingPage" */ './pages/marketing/marketing-page')),
  'MarketingPage',
);
const PricingPage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "PricingPage" */ './pages/pricing/pricing-page')),
  'PricingPage',
);
const SeoLandingPage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "SeoLandingPage" */ './pages/seo-landing/seo-landing-page')),
  'SeoLandingPage',
);
const ServicePage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "ServicePage" */ './pages/service/service-page')),
  'ServicePage',
);
const ServicesPage = lazyPage(
  () => withIslands(import(/* webpackChunkName: "ServicesPage" */ './pages/services/services-page')),
  'ServicesPage',
);
const WhyChooseUsPage = lazyPage(
  () =>
    withIslands(import(/* webpackChunkName: "WhyChooseUsPage" */ './pages/why-choose-us/why-choose-us-page')),
  'WhyChooseUsPage',
);

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

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findRoute(pathname);
  return route?.app === 'marketing-app' ? pageOf(route.path) : undefined;
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
