import type { RemoteName } from '../config/remotes';
import { defaultLanguage, type Language, languageOfPath, pagePathOf, pathIn } from './languages';

/** Named paths of the site, for links; patterns with `:id` are built with the helpers below. */
export const paths = {
  home: '/',
  marketing: '/marketing',
  pricing: '/pricing',
  services: '/services',
  whyChooseUs: '/why-choose-us',
  seoLanding: '/seo-landing',
  blog: '/blog',
  discussProject: '/service',
  digital: '/digital',
  digitalServices: '/digital/services',
  ambassador: '/ambassador',
  admin: '/admin',
  privacy: '/privacy',
} as const;

/** A lead opened in the team's inbox (the inbox reads `?lead=` and opens it, after sign-in when needed). */
export const adminLeadPath = (leadId: string) => `${paths.admin}?lead=${encodeURIComponent(leadId)}`;

/** The referral landing of an ambassador. */
export const referralPath = (referralId: string) => `/referral/${encodeURIComponent(referralId)}`;

/** The SEO landings: one page of the marketing remote, its content chosen by path (`findSeoLandingVariant`). */
export const seoLandingPaths = [
  paths.seoLanding,
  '/smm-services-tashkent',
  '/seo-promotion-uzbekistan',
  '/website-development-tashkent',
  '/mobile-apps-uzbekistan',
] as const;
export type SeoLandingPath = (typeof seoLandingPaths)[number];

/**
 * The data hooks a parameter page may name: what the shell's server reads for such a page before rendering it, and
 * how that changes its head. Each name has one hook in the shell's server (`shell/server/page-data/`); the server
 * calls the hook its route names and knows nothing of the remote.
 */
export const pageDataHookNames = ['referral'] as const;
export type PageDataHookName = (typeof pageDataHookNames)[number];

/** A page of the site, the remote that owns it and the page component it shows; its head is in the route table. */
export interface SitePath {
  /** Path pattern; `:name` matches one segment. */
  path: string;
  app: RemoteName;
  /** The name of the page component the app shows there (its `pages/<name>/…-page.tsx` export). */
  page: string;
  /** The agency team's own page: `noindex`, not in the sitemap, never rendered on the server. */
  private?: true;
  /**
   * A parameter page's data hook: the shell's server reads the page's data with it (and the head it makes) before
   * rendering. A parameter page without one is rendered from its address alone.
   */
  data?: PageDataHookName;
}

/**
 * Every page of the site, in the order paths are matched: the one table the remotes' routers, the pages they
 * preload, the server's render and the sitemap all read. Adding a page is a line here and its page component.
 */
export const sitePaths = [
  { path: paths.home, app: 'marketing-app', page: 'HomePage' },
  { path: paths.marketing, app: 'marketing-app', page: 'MarketingPage' },
  { path: paths.pricing, app: 'marketing-app', page: 'PricingPage' },
  { path: paths.services, app: 'marketing-app', page: 'ServicesPage' },
  { path: paths.whyChooseUs, app: 'marketing-app', page: 'WhyChooseUsPage' },
  ...seoLandingPaths.map((path) => ({ path, app: 'marketing-app', page: 'SeoLandingPage' }) as const),
  { path: paths.blog, app: 'marketing-app', page: 'BlogPage' },
  { path: paths.discussProject, app: 'marketing-app', page: 'ServicePage' },
  { path: paths.privacy, app: 'marketing-app', page: 'PrivacyPage' },
  { path: paths.digital, app: 'digital-app', page: 'DigitalHomePage' },
  { path: paths.digitalServices, app: 'digital-app', page: 'DigitalServicesPage' },
  { path: paths.ambassador, app: 'ambassador-app', page: 'AmbassadorPage' },
  { path: '/ambassador/:referralId', app: 'ambassador-app', page: 'ReferralLandingPage', data: 'referral' },
  { path: '/referral/:referralId', app: 'ambassador-app', page: 'ReferralLandingPage', data: 'referral' },
  { path: paths.admin, app: 'admin-app', page: 'InboxPage', private: true },
] as const satisfies readonly SitePath[];

/** The path pattern of each page the table lists: the keys of the route table's heads. */
export type SitePathPattern = (typeof sitePaths)[number]['path'];

/** The names of the pages a remote shows, as the table lists them: the keys of its page map. */
export type PageName<App extends RemoteName> = Extract<(typeof sitePaths)[number], { app: App }>['page'];

const segments = (path: string) => path.split('/').filter(Boolean);

/** A path segment decoded, or undefined when its escapes are malformed (`%E0%A4%A`): it then names no page. */
const decodedSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * Whether a pathname matches a route pattern (exact, ignoring a trailing slash), in any language of the site
 * (`/uz/pricing` is `/pricing` in Uzbek); a malformed one matches none.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pagePathOf(pathname));
  if (want.length !== have.length) return false;
  return want.every((part, index) => {
    const actual = have[index] ?? '';
    if (part.startsWith(':'))
      return actual !== '' && !actual.includes('.') && decodedSegment(actual) !== undefined;
    return decodedSegment(actual) === part;
  });
}

/**
 * The parameters of a pathname that matches `pattern` (`/referral/:referralId` and `/referral/lola-1` give
 * `{ referralId: 'lola-1' }`), decoded; undefined when it does not match.
 */
export function pathParams(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!matchesPath(pattern, pathname)) return undefined;
  const have = segments(pagePathOf(pathname));
  return Object.fromEntries(
    segments(pattern).flatMap((part, index) =>
      part.startsWith(':') ? [[part.slice(1), decodedSegment(have[index] ?? '') ?? '']] : [],
    ),
  );
}

/**
 * Whether a route is there in the language of `pathname`: every public page is in every language; the team's own
 * pages are Russian only (`/uz/admin` is no page).
 */
export const routeIsIn = (route: Pick<SitePath, 'private'>, pathname: string) =>
  !route.private || languageOfPath(pathname) === defaultLanguage;

/** The page at a pathname, in any language of the site, or undefined for a path no app owns. */
export function findSitePath(pathname: string): SitePath | undefined {
  return (sitePaths as readonly SitePath[]).find(
    (route) => routeIsIn(route, pathname) && matchesPath(route.path, pathname),
  );
}

/**
 * A link's address on a page in `language`: a page of the site gets the language's prefix (`/pricing?code=A#plans`
 * on an Uzbek page is `/uz/pricing?code=A#plans`); anything else (another origin, a file, a function, an anchor, a
 * page already in a language) is left as it is.
 */
export function localizedHref(href: string, language: Language): string {
  if (language === defaultLanguage || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  if (languageOfPath(path) !== defaultLanguage) return href;
  const route = findSitePath(path);
  if (!route || route.private) return href;
  return `${pathIn(language, path)}${end === -1 ? '' : href.slice(end)}`;
}

/** Whether the given remote owns the pathname: the `activeWhen` of its single-spa registration. */
export function ownsPath(app: RemoteName, pathname: string): boolean {
  return findSitePath(pathname)?.app === app;
}
