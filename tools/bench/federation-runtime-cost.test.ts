import { runtimeTime, type TraceEvent } from './federation-runtime-cost';

const isRuntime = (url: string) => url.endsWith('/main.js') || url.endsWith('/remoteEntry.js');

const evaluate = (url: string, dur: number, tdur: number): TraceEvent => ({
  name: 'EvaluateScript',
  ph: 'X',
  ts: 0,
  dur,
  tdur,
  pid: 1,
  tid: 1,
  args: { data: { url } },
});

const chunk = (
  nodes: { id: number; callFrame: { url: string } }[],
  samples: number[],
  timeDeltas: number[],
): TraceEvent => ({
  name: 'ProfileChunk',
  ph: 'P',
  ts: 0,
  pid: 1,
  tid: 1,
  id: '0x1',
  args: { data: { cpuProfile: { nodes, samples }, timeDeltas } },
});

describe('runtimeTime', () => {
  it("counts the runtime files' evaluation in thread time, not the time the thread waited for a core", () => {
    const events = [
      evaluate('http://localhost:3000/main.js', 56_000, 19_700),
      evaluate('http://localhost:3003/remoteEntry.js', 1_900, 1_700),
      evaluate('http://localhost:3003/7470.abc.js', 30_000, 25_000),
    ];
    expect(runtimeTime(events, isRuntime).evaluateMs).toBeCloseTo(21.4);
  });

  it('gives each sample the time to the next, across chunks, and caps a gap at twice the usual interval', () => {
    const main = { id: 1, callFrame: { url: 'http://localhost:3000/main.js' } };
    const page = { id: 2, callFrame: { url: 'http://localhost:3003/7470.abc.js' } };
    const events = [
      chunk([main, page], [1, 1, 2, 1], [100, 100, 100, 100]),
      // The last sample of the first chunk runs until this chunk's first sample, after the thread waited 5 ms.
      chunk([], [2, 1], [5_000, 100]),
    ];
    // main: 100 + 100 (then page), then the 5 ms gap capped at 200; page's own samples are not counted.
    expect(runtimeTime(events, isRuntime).sampledMs).toBeCloseTo(0.4);
  });
});
