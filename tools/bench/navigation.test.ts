import { navigationRun } from './navigation';

describe('navigationRun', () => {
  it('measures from the press to the paint, and tells a new document by its time origin', () => {
    expect(navigationRun({ pressedAt: 1000.5, fromOrigin: 900, paintedAt: 1320.5, origin: 1010 })).toEqual({
      ms: 320,
      document: true,
    });
    expect(navigationRun({ pressedAt: 1000, fromOrigin: 900, paintedAt: 1250, origin: 900 })).toEqual({
      ms: 250,
      document: false,
    });
  });

  it('is undefined until the press and the paint are both known', () => {
    expect(navigationRun(undefined)).toBeUndefined();
    expect(navigationRun({ origin: 900 })).toBeUndefined();
    expect(navigationRun({ pressedAt: 1000, fromOrigin: 900, origin: 900 })).toBeUndefined();
  });
});
