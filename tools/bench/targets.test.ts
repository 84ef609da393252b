import { checkedCell, jsTargetFor, targets } from './targets';

describe('targets', () => {
  it('holds Performance to 100', () => {
    expect(targets.performance.met(100)).toBe(true);
    expect(targets.performance.met(99)).toBe(false);
    expect(targets.performance.text).toBe('≥ 100');
  });

  it('holds Accessibility, Best Practices and SEO to 100 exactly', () => {
    for (const target of [targets.accessibility, targets.bestPractices, targets.seo]) {
      expect(target.met(100)).toBe(true);
      expect(target.met(99)).toBe(false);
      expect(target.text).toBe('= 100');
    }
  });

  it('holds LCP, TBT, CLS and the JavaScript to their ceilings, inclusive', () => {
    expect(targets.lcpSeconds.met(1.2)).toBe(true);
    expect(targets.lcpSeconds.met(1.21)).toBe(false);
    expect(targets.tbtMs.met(50)).toBe(true);
    expect(targets.tbtMs.met(51)).toBe(false);
    expect(targets.cls.met(0.01)).toBe(true);
    expect(targets.cls.met(0.011)).toBe(false);
    expect(targets.cls.text).toBe('≤ 0.01');
    expect(targets.homeJsKb.met(120)).toBe(true);
    expect(targets.homeJsKb.met(120.1)).toBe(false);
    expect(targets.routeJsKb.met(130)).toBe(true);
    expect(targets.routeJsKb.met(130.1)).toBe(false);
    expect(targets.routeJsKb.text).toBe('≤ 130');
  });

  it('holds the home page to the JavaScript budget of 120 KB and every other route to 130 KB', () => {
    expect(jsTargetFor('/')).toBe(targets.homeJsKb);
    for (const route of ['/pricing', '/digital', '/ambassador'])
      expect(jsTargetFor(route)).toBe(targets.routeJsKb);
  });

  it("holds a load's main-thread work to 40% of the base's", () => {
    expect(targets.loadWorkShare.met(0.4)).toBe(true);
    expect(targets.loadWorkShare.met(0.41)).toBe(false);
    expect(targets.loadWorkShare.text).toBe('≤ 40%');
  });

  it('holds a tap to 200 ms of Event Timing and 100 ms until its dialog shows', () => {
    expect(targets.tapEventMs.met(200)).toBe(true);
    expect(targets.tapEventMs.met(208)).toBe(false);
    expect(targets.tapToDialogMs.met(100)).toBe(true);
    expect(targets.tapToDialogMs.met(100.1)).toBe(false);
  });

  it('holds a cold load to 30 KB before its load event and 10 KB of script run before the first interaction', () => {
    expect(targets.beforeLoadKb.met(30)).toBe(true);
    expect(targets.beforeLoadKb.met(30.1)).toBe(false);
    expect(targets.scriptRunKb.met(10)).toBe(true);
    expect(targets.scriptRunKb.met(10.1)).toBe(false);
  });

  it("holds the INP of a visitor's first 10 s to 200 ms", () => {
    expect(targets.earlyInpMs.met(200)).toBe(true);
    expect(targets.earlyInpMs.met(208)).toBe(false);
    expect(targets.earlyInpMs.text).toBe('≤ 200');
  });

  it('fails a figure that could not be measured', () => {
    expect(targets.lcpSeconds.met(Number.NaN)).toBe(false);
  });
});

describe('checkedCell', () => {
  it('marks a met target with ✓ and a missed one with ✗', () => {
    expect(checkedCell(100, '100', targets.performance)).toBe('100 ✓');
    expect(checkedCell(1.8, '1.80', targets.lcpSeconds)).toBe('1.80 ✗');
  });

  it('shows the figure alone when it has no target', () => {
    expect(checkedCell(210.4, '210.4')).toBe('210.4');
  });
});
