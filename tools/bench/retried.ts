/** Runs `action` until it succeeds, at most `attempts` times; each failure but the last is logged and tried again. */
export async function retried<T>(action: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  ${(error as Error).message}; trying again`);
    }
  }
}
