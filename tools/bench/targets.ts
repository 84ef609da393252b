/** A budget a figure is held to: how it reads beside the figure and whether a value meets it. */
export interface Target {
  text: string;
  met: (value: number) => boolean;
}

const atLeast = (limit: number): Target => ({ text: `≥ ${limit}`, met: (value) => value >= limit });
const atMost = (limit: number): Target => ({ text: `≤ ${limit}`, met: (value) => value <= limit });
const exactly = (limit: number): Target => ({ text: `= ${limit}`, met: (value) => value === limit });

/** The page budgets: Lighthouse on a mobile profile, and the JavaScript of the home page. */
export const targets = {
  performance: atLeast(95),
  accessibility: exactly(100),
  bestPractices: exactly(100),
  seo: exactly(100),
  lcpSeconds: atMost(1.5),
  tbtMs: atMost(100),
  cls: atMost(0.02),
  homeJsKb: atMost(150),
} satisfies Record<string, Target>;

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
