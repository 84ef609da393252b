/** A budget a figure is held to: how it reads beside the figure and whether a value meets it. */
export interface Target {
  text: string;
  met: (value: number) => boolean;
}

const atLeast = (limit: number): Target => ({ text: `≥ ${limit}`, met: (value) => value >= limit });
const atMost = (limit: number): Target => ({ text: `≤ ${limit}`, met: (value) => value <= limit });
const exactly = (limit: number): Target => ({ text: `= ${limit}`, met: (value) => value === limit });

/** The page budgets: Lighthouse on a mobile profile, and the JavaScript of the home page and of every other route. */
export const targets = {
  performance: atLeast(95),
  accessibility: exactly(100),
  bestPractices: exactly(100),
  seo: exactly(100),
  lcpSeconds: atMost(1.5),
  tbtMs: atMost(100),
  cls: atMost(0.01),
  homeJsKb: atMost(150),
  routeJsKb: atMost(170),
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
