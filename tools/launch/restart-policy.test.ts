import { nextAttempt, restartDelayMs, restartPolicy } from './restart-policy';

describe('the restart policy', () => {
  test('waits 0.5 s before the first restart, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => restartDelayMs(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  test('a piece that crashes at once is tried at most six times in any minute, and never given up', () => {
    const restarts: number[] = [];
    let now = 0;
    let attempt = 0;
    while (now < 10 * 60_000) {
      attempt = nextAttempt(attempt, 0);
      now += restartDelayMs(attempt);
      restarts.push(now);
    }
    const mostInAMinute = Math.max(
      ...restarts.map((at) => restarts.filter((t) => t >= at && t < at + 60_000).length),
    );
    expect(mostInAMinute).toBe(6);
    expect((restarts.at(-1) ?? 0) - (restarts.at(-2) ?? 0)).toBe(30_000);
    expect(restarts.at(-1)).toBeGreaterThanOrEqual(10 * 60_000);
  });

  test('a piece that ran for a minute before it crashed starts over at 0.5 s', () => {
    expect(nextAttempt(7, restartPolicy.healthyAfterMs - 1)).toBe(8);
    expect(nextAttempt(7, restartPolicy.healthyAfterMs)).toBe(1);
    expect(restartDelayMs(nextAttempt(7, 5 * 60_000))).toBe(500);
  });
});
