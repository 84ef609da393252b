import { failingAudits, type LighthouseResultLike, readRun, summariseRuns } from './lighthouse-summary';

const category = (title: string, score: number, weights: Record<string, number>) => ({
  title,
  score,
  auditRefs: Object.entries(weights).map(([id, weight]) => ({ id, weight })),
});

function result(
  overrides: { performance?: number; seo?: number; lcpMs?: number; benchmarkIndex?: number } = {},
): LighthouseResultLike {
  return {
    environment: { benchmarkIndex: overrides.benchmarkIndex ?? 1812.5 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    categories: {
      performance: category('Performance', overrides.performance ?? 0.97, {
        'largest-contentful-paint': 25,
        'total-blocking-time': 30,
        'cumulative-layout-shift': 25,
        'render-blocking-insight': 0,
      }),
      accessibility: category('Accessibility', 1, { 'color-contrast': 7 }),
      'best-practices': category('Best Practices', 1, {}),
      seo: category('SEO', overrides.seo ?? 0.92, { 'meta-description': 1, 'is-crawlable': 4.043 }),
    },
    audits: {
      'largest-contentful-paint': {
        id: 'largest-contentful-paint',
        title: 'Largest Contentful Paint',
        score: 0.8,
        numericValue: overrides.lcpMs ?? 2100,
        displayValue: '2.1 s',
      },
      'total-blocking-time': {
        id: 'total-blocking-time',
        title: 'Total Blocking Time',
        score: 1,
        numericValue: 40,
      },
      'cumulative-layout-shift': {
        id: 'cumulative-layout-shift',
        title: 'Cumulative Layout Shift',
        score: 1,
        numericValue: 0.004,
      },
      'render-blocking-insight': {
        id: 'render-blocking-insight',
        title: 'Render blocking requests',
        score: 0,
      },
      'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0 },
      'meta-description': { id: 'meta-description', title: 'Document has a meta description', score: 0 },
      'is-crawlable': { id: 'is-crawlable', title: 'Page is crawlable', score: null },
    },
  };
}

describe('failingAudits', () => {
  it('lists weighted audits below a full score in categories below 100', () => {
    expect(failingAudits(result())).toEqual([
      {
        category: 'performance',
        id: 'largest-contentful-paint',
        title: 'Largest Contentful Paint',
        displayValue: '2.1 s',
      },
      { category: 'seo', id: 'meta-description', title: 'Document has a meta description' },
    ]);
  });

  it('ignores categories at 100, even with a failing audit inside', () => {
    expect(failingAudits(result({ performance: 1, seo: 1 }))).toEqual([]);
  });
});

describe('readRun', () => {
  it('turns scores into 0–100 and LCP into seconds', () => {
    expect(readRun(result())).toMatchObject({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      lcpSeconds: 2.1,
      tbtMs: 40,
      cls: 0.004,
    });
  });

  it("reads the host's benchmarkIndex and the CPU slowdown Lighthouse applied", () => {
    expect(readRun(result())).toMatchObject({ benchmarkIndex: 1812.5, cpuSlowdown: 4 });
  });

  it('leaves them unmeasured when the result lacks them', () => {
    const bare = { ...result(), environment: undefined, configSettings: undefined };
    expect(readRun(bare)).toMatchObject({ benchmarkIndex: Number.NaN, cpuSlowdown: Number.NaN });
  });
});

describe('summariseRuns', () => {
  it('takes the median of each figure and counts the runs each audit failed in', () => {
    const summary = summariseRuns([
      readRun(result({ performance: 0.91, lcpMs: 2600, benchmarkIndex: 1700 })),
      readRun(result({ performance: 0.99, lcpMs: 1200, seo: 1, benchmarkIndex: 1950 })),
      readRun(result({ performance: 0.95, lcpMs: 1400, benchmarkIndex: 1820 })),
    ]);
    expect(summary).toMatchObject({
      runs: 3,
      performance: 95,
      lcpSeconds: 1.4,
      seo: 92,
      benchmarkIndex: 1820,
      cpuSlowdown: 4,
    });
    expect(summary.failing).toEqual([
      {
        category: 'performance',
        id: 'largest-contentful-paint',
        title: 'Largest Contentful Paint',
        displayValue: '2.1 s',
        runs: 3,
      },
      { category: 'seo', id: 'meta-description', title: 'Document has a meta description', runs: 2 },
    ]);
  });
});
