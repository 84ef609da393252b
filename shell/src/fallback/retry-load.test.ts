import { createRetryLoad, type RetryPage } from './retry-load';

const entry = { name: 'digital-app' as const, manifestUrl: 'http://localhost:3003/mf-manifest.json' };

function page(overrides: Partial<RetryPage>): RetryPage {
  return {
    preloadsFrom: () => false,
    answers: async () => true,
    reload: jest.fn(),
    ...overrides,
  };
}

describe('createRetryLoad', () => {
  it('loads in place on a page that preloaded nothing from the remote', async () => {
    const load = jest.fn(async () => 'lifecycles');
    const current = page({ preloadsFrom: () => false });
    await expect(createRetryLoad(entry, load, current)()).resolves.toBe('lifecycles');
    expect(current.reload).not.toHaveBeenCalled();
  });

  it('reloads a page that preloaded the remote once the remote answers, and never settles', async () => {
    const load = jest.fn(async () => 'lifecycles');
    const preloadsFrom = jest.fn(() => true);
    const current = page({ preloadsFrom, answers: async () => true });
    let settled = false;
    void createRetryLoad(entry, load, current)().finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadsFrom).toHaveBeenCalledWith('http://localhost:3003');
    expect(current.reload).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(settled).toBe(false);
  });

  it('fails, without a reload, while the remote still does not answer', async () => {
    const current = page({ preloadsFrom: () => true, answers: async () => false });
    await expect(createRetryLoad(entry, jest.fn(), current)()).rejects.toThrow(
      'digital-app: http://localhost:3003/mf-manifest.json does not answer',
    );
    expect(current.reload).not.toHaveBeenCalled();
  });
});
