import { kilobytes, median } from './stats';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([97, 62, 99])).toBe(97);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is the value itself for one run', () => {
    expect(median([0.015])).toBe(0.015);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of no values');
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('kilobytes', () => {
  it('divides by 1024 and keeps one decimal', () => {
    expect(kilobytes(1024)).toBe(1);
    expect(kilobytes(153_600)).toBe(150);
    expect(kilobytes(1500)).toBe(1.5);
    expect(kilobytes(0)).toBe(0);
  });
});
