import { isReferralId } from '../../shell/server/referral-lookup';
import { benchName, madeUpReferralId, namesAmbassador, percentile } from './flood';

describe('the flood’s inputs', () => {
  it('names 600 ambassadors each differently, in Cyrillic letters only', () => {
    const names = Array.from({ length: 600 }, (_, index) => benchName(index));
    expect(new Set(names).size).toBe(600);
    for (const name of names) expect(name).toMatch(/^[А-Я][а-я]+$/);
  });

  it('makes up ids of the shape registration gives, so the server cannot refuse them by shape', () => {
    for (let index = 0; index < 100; index += 1) expect(isReferralId(madeUpReferralId())).toBe(true);
  });
});

describe('namesAmbassador', () => {
  it('tells a landing that names its ambassador from the generic one', () => {
    expect(namesAmbassador('<title>Специальное предложение от Лолы</title>')).toBe(true);
    expect(namesAmbassador('<title>Специальное предложение</title>')).toBe(false);
  });
});

describe('percentile', () => {
  it('takes the value at the rank, and NaN of nothing', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 99)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });
});
