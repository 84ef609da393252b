import { summariseLoads } from './main-thread';
import type { LoadWork } from './trace-summary';

const load = (longTaskMs: number, quietMs: number | undefined): LoadWork => ({
  quietMs,
  taskMs: longTaskMs + 100,
  longTaskMs,
  blockingMs: Math.max(0, longTaskMs - 50),
  scriptMs: longTaskMs / 2,
  scriptMsToLoad: longTaskMs / 4,
  scriptRunBytes: 1000,
});

describe('summariseLoads', () => {
  it('takes the median of each figure and counts the loads that never went quiet', () => {
    expect(summariseLoads([load(300, 900), load(100, undefined), load(200, 1100)])).toEqual({
      quietMs: 1000,
      taskMs: 300,
      longTaskMs: 200,
      blockingMs: 150,
      scriptMs: 100,
      scriptMsToLoad: 50,
      scriptRunBytes: 1000,
      runs: 3,
      notQuiet: 1,
    });
  });
});
