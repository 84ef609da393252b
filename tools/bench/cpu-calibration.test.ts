import {
  calibratedIndex,
  calibrationRuns,
  cpuSlowdownFor,
  defaultCpuSlowdown,
  insideCalculatorTable,
} from './cpu-calibration';

describe('cpuSlowdownFor', () => {
  it("follows the calculator's points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('is linear between the points and goes on past the last one', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('rounds to one decimal', () => {
    expect(cpuSlowdownFor(1812.5)).toBe(5.2);
    expect(cpuSlowdownFor(1000)).toBe(2.4);
  });

  it('never speeds the host up', () => {
    expect(cpuSlowdownFor(149)).toBe(1);
    expect(cpuSlowdownFor(1)).toBe(1);
  });

  it("falls back to Lighthouse's default 4 without a usable index", () => {
    for (const index of [Number.NaN, Number.POSITIVE_INFINITY, 0, -5, undefined]) {
      expect(cpuSlowdownFor(index)).toBe(defaultCpuSlowdown);
    }
    expect(defaultCpuSlowdown).toBe(4);
  });
});

describe('insideCalculatorTable', () => {
  it("holds the indexes up to 2,000, where the calculator's slowdown was calibrated", () => {
    expect(insideCalculatorTable(1812)).toBe(true);
    expect(insideCalculatorTable(2000)).toBe(true);
    expect(insideCalculatorTable(2001)).toBe(false);
    expect(insideCalculatorTable(3774)).toBe(false);
  });
});

describe('calibratedIndex', () => {
  it('takes the median of the readings, so one cold run does not choose the slowdown', () => {
    expect(calibrationRuns).toBeGreaterThanOrEqual(3);
    expect(calibratedIndex([1251, 2061, 1990])).toBe(1990);
    expect(cpuSlowdownFor(calibratedIndex([1251, 2061, 1990]))).toBe(cpuSlowdownFor(1990));
  });

  it('leaves out readings that are not numbers, and has none without any', () => {
    expect(calibratedIndex([Number.NaN, 1800, 2000])).toBe(1900);
    expect(calibratedIndex([Number.NaN, 0])).toBeUndefined();
    expect(calibratedIndex([])).toBeUndefined();
  });
});
