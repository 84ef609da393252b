import type { RemoteName } from '../config/remotes';

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

/** A page of the site and the remote that owns it; its head is in the route table (`shared-data/catalog`). */
export interface SitePath {
  /** Path pattern; `:name` matches one segment. */
  path: string;
  app: RemoteName;
  /** The agency team's own page: `noindex`, not in the sitemap, never rendered on the server. */
  private?: true;
}

/** Every page of the site, in the order paths are matched: what the browser needs to route a path. */
export const sitePaths: readonly SitePath[] = [
  { path: paths.home, app: 'marketing-app' },
  { path: paths.marketing, app: 'marketing-app' },
  { path: paths.pricing, app: 'marketing-app' },
  { path: paths.services, app: 'marketing-app' },
  { path: paths.whyChooseUs, app: 'marketing-app' },
  ...seoLandingPaths.map((path): SitePath => ({ path, app: 'marketing-app' })),
  { path: paths.blog, app: 'marketing-app' },
  { path: paths.discussProject, app: 'marketing-app' },
  { path: paths.privacy, app: 'marketing-app' },
  { path: paths.digital, app: 'digital-app' },
  { path: paths.digitalServices, app: 'digital-app' },
  { path: paths.ambassador, app: 'ambassador-app' },
  { path: '/ambassador/:referralId', app: 'ambassador-app' },
  { path: '/referral/:referralId', app: 'ambassador-app' },
  { path: paths.admin, app: 'admin-app', private: true },
];

const segments = (path: string) => path.split('/').filter(Boolean);

/** A path segment decoded, or undefined when its escapes are malformed (`%E0%A4%A`): it then names no page. */
const decodedSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** Whether a pathname matches a route pattern (exact, ignoring a trailing slash); a malformed one matches none. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return false;
  return want.every((part, index) => {
    const actual = have[index] ?? '';
    if (part.startsWith(':'))
      return actual !== '' && !actual.includes('.') && decodedSegment(actual) !== undefined;
    return decodedSegment(actual) === part;
  });
}

/** The page at a pathname, or undefined for a path no app owns. */
export function findSitePath(pathname: string): SitePath | undefined {
  return sitePaths.find((route) => matchesPath(route.path, pathname));
}

/** Whether the given remote owns the pathname: the `activeWhen` of its single-spa registration. */
export function ownsPath(app: RemoteName, pathname: string): boolean {
  return findSitePath(pathname)?.app === app;
}
