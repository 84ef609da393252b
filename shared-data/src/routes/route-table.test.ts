import { seoLandingVariants } from 'shared-data/testing';
import { fromPrices } from '../catalog/promo';
import { formatMoney } from '../format/money';
import type { RouteMeta } from './route-meta';
import { findRoute, routeTable } from './route-table';
import {
  findSitePath,
  localizedHref,
  matchesPath,
  ownsPath,
  pathParams,
  paths,
  type SitePathPattern,
  sitePaths,
} from './site-paths';

const seoPaths = [
  '/seo-landing',
  '/smm-services-tashkent',
  '/seo-promotion-uzbekistan',
  '/website-development-tashkent',
  '/mobile-apps-uzbekistan',
];

describe('route table', () => {
  it('gives every spec route an owner', () => {
    const owners = Object.fromEntries(routeTable.map((r) => [r.path, r.app]));
    expect(owners).toMatchObject({
      '/': 'marketing-app',
      '/pricing': 'marketing-app',
      '/smm-services-tashkent': 'marketing-app',
      '/mobile-apps-uzbekistan': 'marketing-app',
      '/digital': 'digital-app',
      '/digital/services': 'digital-app',
      '/ambassador': 'ambassador-app',
      '/ambassador/:referralId': 'ambassador-app',
      '/referral/:referralId': 'ambassador-app',
      '/admin': 'admin-app',
      '/privacy': 'marketing-app',
    });
    expect(routeTable).toHaveLength(19);
    expect(routeTable.filter((route) => route.private).map((route) => route.path)).toEqual(['/admin']);
  });

  it('matches parameters, trailing slashes and nothing more', () => {
    expect(matchesPath('/referral/:referralId', '/referral/abc123')).toBe(true);
    expect(matchesPath('/referral/:referralId', '/referral/')).toBe(false);
    expect(matchesPath('/digital', '/digital/')).toBe(true);
    expect(matchesPath('/digital', '/digital/services')).toBe(false);
    expect(matchesPath('/', '/')).toBe(true);
    // Malformed escapes, as a mistyped or cut link brings them: no page, and no exception.
    expect(matchesPath('/services', '/%E0%A4%A')).toBe(false);
    expect(matchesPath('/services', '/%')).toBe(false);
    expect(findSitePath('/%E0%A4%A')).toBeUndefined();
    expect(matchesPath('/referral/:referralId', '/referral/%E0%A4%A')).toBe(false);
  });

  it('answers which app owns a path', () => {
    expect(ownsPath('ambassador-app', '/ambassador/x1')).toBe(true);
    expect(ownsPath('marketing-app', '/ambassador/x1')).toBe(false);
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/main.js')).toBeUndefined();
    expect(findSitePath('/main.js')).toBeUndefined();
  });

  it('routes the browser by the same pages, in the same order, without their heads', () => {
    expect(routeTable.map(({ meta: _head, ...page }) => page)).toEqual(sitePaths);
    expect(findSitePath('/referral/abc123/')).toEqual({
      path: '/referral/:referralId',
      app: 'ambassador-app',
      page: 'ReferralLandingPage',
      data: 'referral',
    });
  });

  it('gives each SEO path its own title, description, keywords and headline', () => {
    const seoRoutes = seoPaths.map((path) => findRoute(path));
    expect(seoRoutes.map((route) => route?.app)).toEqual(seoPaths.map(() => 'marketing-app'));
    const metas = seoRoutes.map((route) => route?.meta);
    for (const key of ['title', 'description'] as const) {
      expect(new Set(metas.map((meta) => meta?.[key])).size).toBe(seoPaths.length);
    }
    expect(new Set(metas.map((meta) => meta?.keywords.join()))).toHaveProperty('size', seoPaths.length);
    expect(new Set(seoLandingVariants.map((variant) => variant.heading)).size).toBe(seoPaths.length);
    expect(seoLandingVariants.map((variant) => variant.path)).toEqual(seoPaths);
    expect(findRoute(paths.seoLanding)?.meta).toBe(seoLandingVariants[0]?.meta);
  });

  it('keeps the SEO descriptions short enough for search results and names the price where it is SMM or SEO', () => {
    for (const path of seoPaths) {
      const meta = findRoute(path)?.meta;
      expect(meta?.title.length).toBeLessThanOrEqual(80);
      expect(meta?.description.length).toBeLessThanOrEqual(200);
      expect(meta?.keywords.length).toBeGreaterThanOrEqual(3);
    }
    expect(findRoute('/smm-services-tashkent/')?.meta.description).toContain(
      formatMoney(fromPrices.smmPerMonth),
    );
    expect(findRoute('/seo-promotion-uzbekistan')?.meta.description).toContain(
      formatMoney(fromPrices.seoPerMonth),
    );
  });

  it('gives every route a title, description and keywords, and names the tariff range on the pricing page', () => {
    for (const { meta } of routeTable) {
      expect(meta.title.trim()).not.toBe('');
      expect(meta.description.trim()).not.toBe('');
      expect(meta.keywords.length).toBeGreaterThan(0);
    }
    expect(findRoute(paths.pricing)?.meta.description).toMatch(/от 150 до 2500 USD/);
  });
});

describe('the heads and parameters of pages', () => {
  it('has the compiler ask for the head of every page the table lists', () => {
    // The table's paths are a union of their own, not any string: a head missing for one is a type error.
    // @ts-expect-error: /pricing and the others have no head here.
    const heads: Record<SitePathPattern, RouteMeta> = { '/': routeTable[0]?.meta as RouteMeta };
    expect(Object.keys(heads)).toEqual(['/']);
  });

  it('names the parameter pages’ data hooks in the table', () => {
    expect(routeTable.filter((route) => route.data).map(({ path, data }) => [path, data])).toEqual([
      ['/ambassador/:referralId', 'referral'],
      ['/referral/:referralId', 'referral'],
    ]);
  });

  it('reads the parameters of an address, decoded', () => {
    expect(pathParams('/referral/:referralId', '/referral/lola-%F0%9F%8C%B7/')).toEqual({
      referralId: 'lola-🌷',
    });
    expect(pathParams('/digital/cases/:caseId', '/digital/cases/42')).toEqual({ caseId: '42' });
    expect(pathParams('/pricing', '/pricing')).toEqual({});
    expect(pathParams('/referral/:referralId', '/referral/%E0%A4%A')).toBeUndefined();
    expect(pathParams('/referral/:referralId', '/ambassador/lola')).toBeUndefined();
  });
});

describe('the pages in Uzbek', () => {
  it('finds every public page under /uz, and the team’s own in Russian only', () => {
    for (const route of routeTable.filter((entry) => !entry.private && !entry.path.includes(':'))) {
      const uzbek = route.path === '/' ? '/uz' : `/uz${route.path}`;
      expect(findRoute(uzbek)?.path).toBe(route.path);
      expect(findSitePath(`${uzbek}/`)?.path).toBe(route.path);
    }
    expect(findRoute('/admin')?.path).toBe('/admin');
    expect(findRoute('/uz/admin')).toBeUndefined();
    expect(ownsPath('admin-app', '/uz/admin')).toBe(false);
    expect(findRoute('/uz/uz/pricing')).toBeUndefined();
    expect(findRoute('/uz/no-such-page')).toBeUndefined();
    expect(findRoute('/uzbekistan')).toBeUndefined();
  });

  it('reads an Uzbek address’s parameters', () => {
    expect(pathParams('/referral/:referralId', '/uz/referral/lola-1')).toEqual({ referralId: 'lola-1' });
    expect(findRoute('/uz/ambassador/lola-1')?.path).toBe('/ambassador/:referralId');
  });

  it('gives a link the page’s language, and leaves what is not a page of the site as it is', () => {
    expect(localizedHref('/pricing', 'uz')).toBe('/uz/pricing');
    expect(localizedHref('/', 'uz')).toBe('/uz');
    expect(localizedHref('/pricing?code=AMB15-7K2QXWP#plans', 'uz')).toBe(
      '/uz/pricing?code=AMB15-7K2QXWP#plans',
    );
    expect(localizedHref('/#contacts', 'uz')).toBe('/uz#contacts');
    expect(localizedHref('/referral/lola-1?code=A', 'uz')).toBe('/uz/referral/lola-1?code=A');
    expect(localizedHref('/pricing', 'ru')).toBe('/pricing');
    for (const unchanged of [
      '/uz/pricing',
      '/admin',
      '/functions/v1/submit-application',
      '/og/home.png',
      'https://t.me/agency',
      '//cdn.example/x.js',
      '#faq',
      'mailto:hi@example.uz',
      '/no-such-page',
    ])
      expect(localizedHref(unchanged, 'uz')).toBe(unchanged);
  });
});
