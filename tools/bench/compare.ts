import type { BenchSite } from './bench-site';
import { median } from './stats';

/** `before`: the base commit's site (BENCH_BASE); `after`: this worktree's. */
export type Side = 'before' | 'after';

/** A figure of this worktree's site, and of the base's when one is measured. */
export interface Sided<T> {
  before?: T;
  after: T;
}

export interface SiteSet {
  after: BenchSite;
  before?: BenchSite;
}

/**
 * The order of the sites in run `run` (from 1): the base first in odd runs and last in even ones, so that a machine
 * growing busier or quieter during the bench weighs on both sides alike.
 */
export function sideOrder(run: number, withBase: boolean): Side[] {
  if (!withBase) return ['after'];
  return run % 2 === 1 ? ['before', 'after'] : ['after', 'before'];
}

/** after ÷ before; NaN when either is missing, not finite, or the base is 0. */
export function ratio(before: number | undefined, after: number): number {
  if (before === undefined || !Number.isFinite(before) || !Number.isFinite(after) || before === 0)
    return Number.NaN;
  return after / before;
}

/** The median of the values that were measured; NaN when none was. */
export function medianOf(values: readonly (number | undefined)[]): number {
  const measured = values.filter((value): value is number => value !== undefined && Number.isFinite(value));
  return measured.length === 0 ? Number.NaN : median(measured);
}

/** `runs` measures of every site in `sites`, the sides interleaved run by run (see `sideOrder`). */
export async function interleaved<T>(
  sites: SiteSet,
  runs: number,
  measure: (site: BenchSite, side: Side, run: number) => Promise<T>,
): Promise<Sided<T[]>> {
  const results: { before: T[]; after: T[] } = { before: [], after: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (const side of sideOrder(run, sites.before !== undefined)) {
      const site = sites[side];
      if (site) results[side].push(await measure(site, side, run));
    }
  }
  return sites.before ? results : { after: results.after };
}

/** Applies `summarise` to each side that was measured. */
export function mapSides<T, U>(sided: Sided<T>, summarise: (value: T) => U): Sided<U> {
  return sided.before === undefined
    ? { after: summarise(sided.after) }
    : { before: summarise(sided.before), after: summarise(sided.after) };
}
