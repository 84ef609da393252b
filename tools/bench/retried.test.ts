import { retried } from './retried';

describe('retried', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('tries again after a failure and gives the first success', async () => {
    let calls = 0;
    const value = await retried(async () => {
      calls += 1;
      if (calls < 3) throw new Error(`failure ${calls}`);
      return calls;
    });
    expect(value).toBe(3);
    expect(console.warn).toHaveBeenCalledWith('  failure 1; trying again');
  });

  it('gives up with the last error after the attempts allowed', async () => {
    let calls = 0;
    await expect(
      retried(async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      }, 2),
    ).rejects.toThrow('failure 2');
    expect(calls).toBe(2);
  });
});
