import { headTemplate } from 'shared-data/page';
import { fetchScriptsAfterPaint } from './scripts-after-paint';

type PaintCallback = () => void;

/** A window whose paint reports and animation frames the test drives. */
function fakeWindow(reportsPaint: boolean) {
  let paintCallback: PaintCallback | undefined;
  let frame: PaintCallback | undefined;
  const observed: unknown[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: PaintCallback) {
      paintCallback = callback;
    }
    observe(options: unknown) {
      observed.push(options);
    }
    disconnect() {
      paintCallback = undefined;
    }
  }
  const target = {
    document,
    location: window.location,
    performance: window.performance,
    PerformanceObserver: FakeObserver,
    setTimeout: (run: () => void) => window.setTimeout(run, 0),
    requestAnimationFrame: (run: PaintCallback) => {
      frame = run;
      return 1;
    },
  } as unknown as Window & typeof globalThis;
  return { target, paint: () => paintCallback?.(), frame: () => frame?.(), observed };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));
/** The links go in one per task: a few tasks later all of them are in. */
const someTasks = async () => {
  for (let task = 0; task < 5; task += 1) await nextTask();
};

beforeEach(() => {
  document.head.innerHTML = `<title>t</title>${headTemplate('afterPaint', [
    '<link rel="preload" href="/a.js" as="script" />',
  ])}${headTemplate('afterPaint', ['<link rel="preload" href="https://app.example/b.js" as="script" />'])}`;
});

describe('fetchScriptsAfterPaint', () => {
  it('adds the templates’ preloads once the first paint is reported, not before', async () => {
    const { target, paint, observed } = fakeWindow(true);
    fetchScriptsAfterPaint(target);
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    await nextTask();
    expect(preloads()).toEqual([]);

    paint();
    await nextTask();
    expect(preloads()).toEqual(['/a.js']);
    await someTasks();
    expect(preloads()).toEqual(['/a.js', 'https://app.example/b.js']);
    expect(document.querySelectorAll('template[data-after-paint]')).toHaveLength(0);

    paint();
    await someTasks();
    expect(preloads()).toHaveLength(2);
  });

  it('adds them on the first animation frame where paints are not reported', async () => {
    const { target, frame } = fakeWindow(false);
    fetchScriptsAfterPaint(target);
    await nextTask();
    expect(preloads()).toEqual([]);
    frame();
    await someTasks();
    expect(preloads()).toEqual(['/a.js', 'https://app.example/b.js']);
  });
});

describe('fetchScriptsAfterPaint with scripts already asked for', () => {
  it('leaves out a script the page has already loaded as a script element', async () => {
    const script = document.createElement('script');
    script.src = '/a.js';
    document.body.append(script);
    const { target, paint } = fakeWindow(true);
    fetchScriptsAfterPaint(target);
    paint();
    await someTasks();
    expect(preloads()).toEqual(['https://app.example/b.js']);
    script.remove();
  });
});
