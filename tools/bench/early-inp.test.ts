import { type EventEntry, earlyInp, earlyInpScenarios, summariseEarlyInp } from './early-inp';

const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({
  entryType: 'event',
  name,
  startTime,
  duration,
  interactionId,
});

describe('earlyInp', () => {
  it('takes the longest interaction of the first 10 s and names its event', () => {
    const entries = [
      { ...entry('pointerdown', 3100, 48, 101), entryType: 'first-input' as const },
      entry('pointerdown', 3100, 48, 101),
      entry('keydown', 3900, 312, 102),
      entry('keyup', 4000, 96, 102),
      entry('keydown', 4200, 200, 103),
    ];
    expect(earlyInp(entries)).toEqual({ inpMs: 312, event: 'keydown' });
  });

  it('leaves out events that are no interaction, however long', () => {
    const entries = [entry('mouseover', 3000, 520, 0), entry('click', 3100, 136, 104)];
    expect(earlyInp(entries)).toEqual({ inpMs: 136, event: 'click' });
  });

  it('leaves out interactions that started after the first 10 s', () => {
    const entries = [entry('keydown', 9800, 64, 105), entry('keydown', 10_040, 480, 106)];
    expect(earlyInp(entries)).toEqual({ inpMs: 64, event: 'keydown' });
  });

  it('falls back on first-input when no interaction reached 16 ms', () => {
    const entries = [{ ...entry('keydown', 2500, 8, 0), entryType: 'first-input' as const }];
    expect(earlyInp(entries)).toEqual({ inpMs: 8, event: 'keydown' });
  });

  it('is undefined when nothing in the window was an input', () => {
    expect(earlyInp([])).toBeUndefined();
    expect(earlyInp([entry('keydown', 12_000, 96, 107)])).toBeUndefined();
  });
});

describe('summariseEarlyInp', () => {
  it('takes the medians of the runs measured and keeps each run', () => {
    const runs = [
      { inpMs: 312, event: 'keydown', doneAtMs: 6400 },
      undefined,
      { inpMs: 96, event: 'pointerdown', doneAtMs: 5200 },
      { inpMs: 200, event: 'keyup', doneAtMs: 6000 },
    ];
    expect(summariseEarlyInp(runs)).toEqual({
      inpMs: 200,
      doneAtMs: 6000,
      runs: 4,
      measured: [runs[0], runs[2], runs[3]],
    });
  });

  it('is NaN when no run was measured', () => {
    const summary = summariseEarlyInp([undefined, undefined]);
    expect(summary.inpMs).toBeNaN();
    expect(summary.doneAtMs).toBeNaN();
    expect(summary).toMatchObject({ runs: 2, measured: [] });
  });
});

describe('earlyInpScenarios', () => {
  it('types into the form on /, uses the calculator on /pricing and the reviews carousel on /marketing', () => {
    expect(earlyInpScenarios.map((scenario) => scenario.route)).toEqual(['/', '/pricing', '/marketing']);
  });
});
