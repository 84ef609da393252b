import { findSitePath, paths } from 'shared-data/site';
import { type LazyPage, lazyPage } from 'shared-ui';
import { router } from './app-router';
import { ConsultationButtonIsland, PackChoiceIsland, ServiceOrderButtonsIsland } from './islands';

const DigitalHomePage = router.withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "DigitalHomePage" */ './pages/digital-home/digital-home-page'),
    'DigitalHomePage',
  ),
  [PackChoiceIsland, ConsultationButtonIsland],
);
const DigitalServicesPage = router.withItsCode(
  lazyPage(
    () =>
      import(/* webpackChunkName: "DigitalServicesPage" */ './pages/digital-services/digital-services-page'),
    'DigitalServicesPage',
  ),
  [ServiceOrderButtonsIsland, ConsultationButtonIsland],
);

/** This remote's pages by their path in the site's route table. */
export const pages: Record<string, LazyPage> = {
  [paths.digital]: DigitalHomePage,
  [paths.digitalServices]: DigitalServicesPage,
};

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findSitePath(pathname);
  return route?.app === 'digital-app' ? pages[route.path] : undefined;
}
