import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches the module once and keeps it', async () => {
    const importModule = jest.fn(async () => ({ answer: 42 }));
    const module = loadOnce(importModule);
    expect(module.ifLoaded()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.ifLoaded()).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const importModule = jest
      .fn<Promise<{ answer: number }>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = loadOnce(importModule);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
