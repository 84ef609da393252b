import { auc, timeSendCode } from './sign-in-timing';

describe('auc', () => {
  test('is 0.5 for the same times and 1 or 0 for times that never overlap', () => {
    expect(auc([1, 2, 3], [1, 2, 3])).toBe(0.5);
    expect(auc([1, 2], [3, 4])).toBe(1);
    expect(auc([3, 4], [1, 2])).toBe(0);
    expect(auc([1, 3], [2])).toBe(0.5);
  });
});

describe('timeSendCode', () => {
  test('alternates the sides, each call from its own client, and counts the calls after the warm-up', async () => {
    const calls: [string, string][] = [];
    const times = await timeSendCode(async (email, client) => {
      calls.push([email, client]);
    }, 'boss@agency.uz');
    expect(times.listed).toHaveLength(400);
    expect(times.unlisted).toHaveLength(400);
    expect(calls).toHaveLength(840);
    expect(new Set(calls.map(([, client]) => client)).size).toBe(840);
    expect(calls.filter(([email]) => email === 'boss@agency.uz')).toHaveLength(420);
  });
});
