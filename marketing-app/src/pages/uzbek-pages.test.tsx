import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  claimsTexts,
  divisionProfilesIn,
  divisionsTexts,
  formatDate,
  marketingPlansTexts,
  marketingServicesIn,
  marketingServicesTexts,
  marketingWhyUsIn,
  seoLandingHeadlinesIn,
  seoLandingTexts,
  textsOf,
} from 'shared-data/catalog';
import {
  blogArticlesIn,
  blogTexts,
  discussProjectTexts,
  privacyPolicyPageTexts,
  projectBriefPointsIn,
} from 'shared-data/marketing';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../testing/preload-islands';
import { BlogPage } from './blog/blog-page';
import { HomePage } from './home/home-page';
import { MarketingPage } from './marketing/marketing-page';
import { PricingPage } from './pricing/pricing-page';
import { PrivacyPage } from './privacy/privacy-page';
import { SeoLandingPage } from './seo-landing/seo-landing-page';
import { ServicePage } from './service/service-page';
import { ServicesPage } from './services/services-page';

jest.setTimeout(30_000);

beforeAll(preloadIslands);

/** Any Cyrillic letter: an Uzbek page shows none of its own. */
const cyrillic = /\p{Script=Cyrillic}/u;

/** Renders a page at its Uzbek address and gives the text of its main part (the site's header and footer aside). */
function renderUzbek(path: string, page: ReactElement) {
  window.history.pushState({}, '', path);
  const view = renderFeature(page, { page: true });
  const main = view.container.querySelector('main');
  if (!main) throw new Error(`${path} has no main part`);
  return { ...view, main };
}

describe('the marketing pages under /uz read their own language', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('/uz/pricing: the tariffs, the constructor and the prices in so‘m', () => {
    const { main } = renderUzbek('/uz/pricing', <PricingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tariflar');
    expect(main).toHaveTextContent('oyiga 150–2500 USD');
    expect(main.textContent).toMatch(/6\s500\s000\sso‘m/);
    expect(screen.getByRole('article', { name: 'STARTER' })).toHaveTextContent('so‘m');
    expect(main).toHaveTextContent(textsOf(marketingPlansTexts, 'uz').plans.starter.description);
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz/marketing: the hero, why us, the clients and the reviews', () => {
    const { main } = renderUzbek('/uz/marketing', <MarketingPage />);
    const [firstReason] = marketingWhyUsIn(textsOf(claimsTexts, 'uz'));
    expect(main).toHaveTextContent(firstReason?.label ?? '');
    expect(main.textContent).toMatch(/so‘m/);
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz: the divisions, their comparison, services and the about section', () => {
    const { main } = renderUzbek('/uz', <HomePage />);
    expect(main).toHaveTextContent(divisionProfilesIn(textsOf(divisionsTexts, 'uz')).marketing.description);
    expect(main.textContent).toMatch(/so‘mdan/);
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz/services: every marketing service and the tariffs that include it', () => {
    const { main } = renderUzbek('/uz/services', <ServicesPage />);
    const [firstService] = marketingServicesIn(textsOf(marketingServicesTexts, 'uz'));
    expect(main).toHaveTextContent(firstService?.title ?? '');
    expect(screen.getAllByRole('link', { name: 'POPULAR' }).length).toBeGreaterThan(0);
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz/smm-services-tashkent: the SEO landing of the path, with its prices', () => {
    const { main } = renderUzbek(
      '/uz/smm-services-tashkent',
      <MemoryRouter basename="/uz" initialEntries={['/uz/smm-services-tashkent']}>
        <SeoLandingPage />
      </MemoryRouter>,
    );
    expect(main.textContent).toMatch(/so‘m/);
    const headline = seoLandingHeadlinesIn(textsOf(seoLandingTexts, 'uz'), 'uz').find(
      (variant) => variant.path === '/smm-services-tashkent',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(headline?.heading ?? '');
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz/blog: the articles with Uzbek dates', () => {
    const { main } = renderUzbek('/uz/blog', <BlogPage />);
    const [featured] = blogArticlesIn(textsOf(blogTexts, 'uz'), 'uz');
    expect(main).toHaveTextContent(featured?.title ?? '');
    expect(main).toHaveTextContent(featured ? formatDate(featured.date, 'uz') : '');
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz/service: what to tell about a project and what happens next', () => {
    const { main } = renderUzbek('/uz/service', <ServicePage />);
    const [firstPoint] = projectBriefPointsIn(textsOf(discussProjectTexts, 'uz'), 'uz');
    expect(main).toHaveTextContent(firstPoint?.label ?? '');
    expect(main.textContent).not.toMatch(cyrillic);
  });

  it('/uz/privacy: the privacy policy', () => {
    const { main } = renderUzbek('/uz/privacy', <PrivacyPage />);
    expect(main).toHaveTextContent(textsOf(privacyPolicyPageTexts, 'uz').operator.title);
    expect(main.textContent).not.toMatch(cyrillic);
  });
});
