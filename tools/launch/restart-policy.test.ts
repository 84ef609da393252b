import { nextAttempt, restartDelayMs } from './restart-policy';

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

  test('a piece that ran longer than its wait starts again at once; one that crashed sooner waits out the rest', () => {
    expect(restartDelayMs(1, 2500)).toBe(0);
    expect(restartDelayMs(4, 2500)).toBe(1500);
    expect(restartDelayMs(9, 29_000)).toBe(1000);
    expect(restartDelayMs(9, 45_000)).toBe(0);
  });

  test('starts stay at least the waits apart, however long each run lasted', () => {
    for (const uptimeMs of [0, 300, 2500, 7000, 40_000]) {
      let attempt = 0;
      for (let restart = 0; restart < 12; restart++) {
        attempt = nextAttempt(attempt, uptimeMs);
        const startsApartMs = uptimeMs + restartDelayMs(attempt, uptimeMs);
        expect(startsApartMs).toBeGreaterThanOrEqual(restartDelayMs(attempt));
      }
    }
  });

  test('a piece that ran for 10 s before it crashed starts over, and so starts again at once', () => {
    expect(nextAttempt(7, 9_999)).toBe(8);
    expect(nextAttempt(7, 10_000)).toBe(1);
    expect(restartDelayMs(nextAttempt(7, 10_000), 10_000)).toBe(0);
  });
});
