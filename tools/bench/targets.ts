/** A budget a figure is held to: how it reads beside the figure and whether a value meets it. */
export interface Target {
  text: string;
  met: (value: number) => boolean;
}

const atLeast = (limit: number): Target => ({ text: `≥ ${limit}`, met: (value) => value >= limit });
const atMost = (limit: number): Target => ({ text: `≤ ${limit}`, met: (value) => value <= limit });
const exactly = (limit: number): Target => ({ text: `= ${limit}`, met: (value) => value === limit });
/** A ceiling on after ÷ before, shown as a percentage of the base. */
const atMostShare = (limit: number): Target => ({
  text: `≤ ${Math.round(limit * 100)}%`,
  met: (value) => value <= limit,
});

/**
 * The page budgets, as the platform-first pages are held to them (decision record 030): Lighthouse on a mobile
 * profile; the JavaScript a page brings in all (home page, every other route); of a cold load, the bytes fetched
 * before its load event and the script it runs before the visitor's first interaction; the main-thread work of a load
 * against the base's; a tap on a dialog's button and every interaction of the first 10 s; under a flood of referral
 * pictures, `/pricing`'s median and the share of new referral pages that name the ambassador; the team inbox's search
 * among 100,000 leads on PostgreSQL, the median of its searches.
 */
export const targets = {
  performance: atLeast(100),
  accessibility: exactly(100),
  bestPractices: exactly(100),
  seo: exactly(100),
  lcpSeconds: atMost(1.2),
  tbtMs: atMost(50),
  cls: atMost(0.01),
  homeJsKb: atMost(120),
  routeJsKb: atMost(130),
  beforeLoadKb: atMost(30),
  scriptRunKb: atMost(10),
  loadWorkShare: atMostShare(0.4),
  scriptShare: atMostShare(0.15),
  tapEventMs: atMost(200),
  tapToDialogMs: atMost(100),
  earlyInpMs: atMost(200),
  floodPricingP50Ms: atMost(50),
  floodPagesNamed: { text: 'all', met: (share) => share === 1 },
  inboxSearchMs: atMost(50),
  hotUpdateMs: atMost(1000),
} satisfies Record<string, Target>;

/** The home page, held to the tighter JavaScript budget. */
export const homeRoute = '/';

/** The JavaScript budget of a route: `homeJsKb` for the home page, `routeJsKb` for the rest. */
export function jsTargetFor(route: string): Target {
  return route === homeRoute ? targets.homeJsKb : targets.routeJsKb;
}

/** A table cell: the figure as shown, then ✓ or ✗ when it has a target. */
export function checkedCell(value: number, shown: string, target?: Target): string {
  if (!target) return shown;
  return `${shown} ${target.met(value) ? '✓' : '✗'}`;
}

/** The pages measured: the home page, the tariffs, both digital pages, the ambassador programme, one SEO page. */
export const benchRoutes = [
  '/',
  '/pricing',
  '/digital',
  '/digital/services',
  '/ambassador',
  '/smm-services-tashkent',
] as const;
