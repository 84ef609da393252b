import type { BenchSite } from './bench-site';
import { interleaved, mapSides, medianOf, ratio, sideOrder } from './compare';

const site = (name: string): BenchSite => ({
  url: (path) => `http://${name}${path}`,
  ports: { shell: 0, functions: 0 },
  stop: async () => {},
});

describe('sideOrder', () => {
  it('puts the base first in odd runs and last in even ones', () => {
    expect([1, 2, 3, 4].map((run) => sideOrder(run, true))).toEqual([
      ['before', 'after'],
      ['after', 'before'],
      ['before', 'after'],
      ['after', 'before'],
    ]);
  });

  it('has only this worktree without a base', () => {
    expect(sideOrder(1, false)).toEqual(['after']);
  });
});

describe('interleaved', () => {
  it('measures the sites in alternate order and keeps each side apart', async () => {
    const calls: string[] = [];
    const result = await interleaved(
      { after: site('new'), before: site('old') },
      3,
      async (each, side, run) => {
        calls.push(`${side}${run}`);
        return each.url(`/${run}`);
      },
    );
    expect(calls).toEqual(['before1', 'after1', 'after2', 'before2', 'before3', 'after3']);
    expect(result).toEqual({
      before: ['http://old/1', 'http://old/2', 'http://old/3'],
      after: ['http://new/1', 'http://new/2', 'http://new/3'],
    });
  });

  it('gives no before side without a base', async () => {
    expect(await interleaved({ after: site('new') }, 2, async (_, __, run) => run)).toEqual({
      after: [1, 2],
    });
  });
});

describe('ratio', () => {
  it('divides after by before', () => {
    expect(ratio(200, 50)).toBe(0.25);
  });

  it('is NaN without a base or with a base of 0', () => {
    expect(ratio(undefined, 50)).toBeNaN();
    expect(ratio(0, 50)).toBeNaN();
    expect(ratio(Number.NaN, 50)).toBeNaN();
  });
});

describe('medianOf', () => {
  it('takes the median of the measured values only', () => {
    expect(medianOf([3, undefined, 1, Number.NaN, 2])).toBe(2);
  });

  it('is NaN when nothing was measured', () => {
    expect(medianOf([undefined])).toBeNaN();
  });
});

describe('mapSides', () => {
  it('applies the summary to the sides that exist', () => {
    expect(mapSides({ before: [1, 3], after: [2] }, (values) => values.length)).toEqual({
      before: 2,
      after: 1,
    });
    expect(mapSides({ after: [2] }, (values) => values.length)).toEqual({ after: 1 });
  });
});
