import { median } from './stats';

/** The part of a Lighthouse result the bench reads. */
export interface LighthouseResultLike {
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string }
  >;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  /** What Lighthouse shows beside the audit, e.g. `3.2 s` (of the first run it failed in). */
  displayValue?: string;
}

/** The figures of one Lighthouse run: category scores 0–100, LCP in seconds, TBT in milliseconds, CLS, and the host. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse applied (`configSettings.throttling.cpuSlowdownMultiplier`). */
  cpuSlowdown: number;
}

export interface LighthouseRun extends LighthouseFigures {
  failing: FailingAudit[];
}

export interface FailingAuditCount extends FailingAudit {
  runs: number;
}

/** Median figures over the runs of one route, and every audit that failed in any of them. */
export interface LighthouseSummary extends LighthouseFigures {
  runs: number;
  failing: FailingAuditCount[];
}

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const score = (result: LighthouseResultLike, id: string) =>
  Math.round((result.categories[id]?.score ?? 0) * 100);

const numeric = (result: LighthouseResultLike, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

/** The audits that cost points in every category scoring below 100: weighted, with a score below 1. */
export function failingAudits(result: LighthouseResultLike): FailingAudit[] {
  return categoryIds.flatMap((category) => {
    const entry = result.categories[category];
    if (!entry || entry.score === null || entry.score >= 1) return [];
    return entry.auditRefs
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = result.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1
          ? [
              {
                category,
                id: audit.id,
                title: audit.title,
                ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
              },
            ]
          : [];
      });
  });
}

/** The figures, the host's benchmarkIndex and CPU slowdown, and the failing audits of one run. */
export function readRun(result: LighthouseResultLike): LighthouseRun {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpSeconds: numeric(result, 'largest-contentful-paint') / 1000,
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
    cpuSlowdown: result.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    failing: failingAudits(result),
  };
}

/** Median of each figure over the runs; failing audits merged, with how many runs each failed in. */
export function summariseRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  const failing = new Map<string, FailingAuditCount>();
  for (const audit of runs.flatMap((run) => run.failing)) {
    const key = `${audit.category}/${audit.id}`;
    const seen = failing.get(key);
    failing.set(key, seen ? { ...seen, runs: seen.runs + 1 } : { ...audit, runs: 1 });
  }
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpSeconds: of('lcpSeconds'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
    runs: runs.length,
    failing: [...failing.values()],
  };
}
