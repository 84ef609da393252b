import { headTemplate } from 'shared-data/page';
import { restingPointerMs, startScriptsOnIntent } from './scripts-on-intent';

/** A page still loading, in a window whose load event, frames and timers the test drives. */
function loadingPage({ url = 'https://agency.example/pricing', kept = {} as Record<string, string> } = {}) {
  const page = document.implementation.createHTMLDocument('Тарифы');
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(page, 'readyState', { get: () => state });
  const events = new EventTarget();
  const letGo = jest.fn();
  const target = Object.assign(events, {
    document: page,
    location: new URL(url),
    localStorage: { getItem: (key: string) => kept[key] ?? null },
    performance: { getEntriesByName: () => [] },
    setTimeout: (run: () => void, ms?: number) => window.setTimeout(run, ms),
    clearTimeout: (id?: number) => window.clearTimeout(id),
    requestAnimationFrame: (run: () => void) => window.setTimeout(run, 16),
    __earlyClicks: { take: () => [], letGo },
  }) as unknown as Window;
  const parseHead = () => {
    page.head.innerHTML =
      headTemplate('onIntent', ['<script src="/main.js"></script>', '<script src="/second.js"></script>']) +
      headTemplate('afterLoad', [
        '<link rel="prefetch" href="/main.js" as="script" />',
        '<link rel="prefetch" href="https://app.example/remoteEntry.js" as="script" />',
      ]);
  };
  const parsed = () => {
    state = 'interactive';
    page.dispatchEvent(new Event('DOMContentLoaded'));
  };
  const loaded = () => {
    state = 'complete';
    events.dispatchEvent(new Event('load'));
  };
  const started = () => [...page.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const prefetched = () =>
    [...page.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  const fire = (type: string, init: Record<string, unknown> = {}) =>
    page.body.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), init));
  return { page, target, parseHead, parsed, loaded, started, prefetched, fire, letGo };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startScriptsOnIntent', () => {
  it('prefetches every script once the page has loaded, not before', () => {
    const page = loadingPage();
    startScriptsOnIntent(page.target);
    page.parseHead();
    page.parsed();
    expect(page.prefetched()).toEqual([]);
    page.loaded();
    // One link per task, so no task is long.
    expect(page.prefetched()).toEqual(['/main.js']);
    jest.advanceTimersToNextTimer();
    expect(page.prefetched()).toEqual(['/main.js', 'https://app.example/remoteEntry.js']);
    expect(page.page.querySelector('template[data-after-load]')).toBeNull();
    expect(page.started()).toEqual([]);
  });

  it('runs the entry, in order, once a press has ended and its result has painted', () => {
    const page = loadingPage();
    startScriptsOnIntent(page.target);
    page.parseHead();
    page.parsed();
    page.loaded();
    page.fire('pointerdown');
    jest.runAllTimers();
    expect(page.started()).toEqual([]);
    page.fire('pointerup');
    expect(page.started()).toEqual([]);
    jest.runAllTimers();
    expect(page.started()).toEqual(['/main.js', '/second.js']);
    expect([...page.page.head.querySelectorAll('script')].map((script) => script.async)).toEqual([
      false,
      false,
    ]);
    page.fire('keydown');
    page.fire('keyup');
    jest.runAllTimers();
    expect(page.started()).toHaveLength(2);
  });

  it('does not take the release of the key that opened the page for an intent', () => {
    const page = loadingPage();
    startScriptsOnIntent(page.target);
    page.parseHead();
    page.parsed();
    page.fire('keyup');
    jest.runAllTimers();
    expect(page.started()).toEqual([]);
    page.fire('keydown');
    page.fire('keyup');
    jest.runAllTimers();
    expect(page.started()).toEqual(['/main.js', '/second.js']);
  });

  it('takes a focus, or a mouse pointer come to rest, for an intent; a touch pointer passing by is not one', () => {
    const focused = loadingPage();
    startScriptsOnIntent(focused.target);
    focused.parseHead();
    focused.fire('focusin');
    jest.runAllTimers();
    expect(focused.started()).toEqual(['/main.js', '/second.js']);

    const resting = loadingPage();
    startScriptsOnIntent(resting.target);
    resting.parseHead();
    resting.fire('pointermove', { pointerType: 'touch' });
    jest.runAllTimers();
    expect(resting.started()).toEqual([]);
    resting.fire('pointermove', { pointerType: 'mouse' });
    jest.advanceTimersByTime(restingPointerMs - 10);
    resting.fire('pointermove', { pointerType: 'mouse' });
    jest.advanceTimersByTime(restingPointerMs - 10);
    expect(resting.started()).toEqual([]);
    jest.runAllTimers();
    expect(resting.started()).toEqual(['/main.js', '/second.js']);
  });

  it('runs the entry once the head is parsed when the intent came before', () => {
    const page = loadingPage();
    startScriptsOnIntent(page.target);
    page.fire('focusin');
    jest.runAllTimers();
    expect(page.started()).toEqual([]);
    page.parseHead();
    page.parsed();
    expect(page.started()).toEqual(['/main.js', '/second.js']);
  });

  it('leaves the page to the platform when a script cannot load', () => {
    const page = loadingPage();
    startScriptsOnIntent(page.target);
    page.parseHead();
    page.fire('focusin');
    jest.runAllTimers();
    page.page.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(page.letGo).toHaveBeenCalledTimes(1);
  });

  it('runs the entry as soon as the page is parsed for an address bringing a promo code', () => {
    const page = loadingPage({ url: 'https://agency.example/pricing?code=LOLA15-7K2QXWP' });
    startScriptsOnIntent(page.target);
    page.parseHead();
    page.parsed();
    expect(page.started()).toEqual(['/main.js', '/second.js']);
  });

  it.each([
    ['a kept promo code', { kept: { referralPromoCode: 'LOLA15-7K2QXWP' } }],
    [
      "an ambassador's sign-in on the ambassador page",
      { url: 'https://agency.example/ambassador', kept: { ambassadorToken: 't' } },
    ],
  ])(
    'runs the entry once the page has painted for a browser holding %s, reading the storage no sooner',
    (_, holding) => {
      const page = loadingPage(holding);
      const read = jest.spyOn(page.target.localStorage, 'getItem');
      startScriptsOnIntent(page.target);
      page.parseHead();
      expect(read).not.toHaveBeenCalled();
      jest.advanceTimersByTime(16);
      page.parsed();
      jest.runAllTimers();
      expect(read).toHaveBeenCalled();
      expect(page.started()).toEqual(['/main.js', '/second.js']);
    },
  );

  it("waits for the intent on other pages of a signed-in ambassador's browser", () => {
    const page = loadingPage({ url: 'https://agency.example/ambassadors', kept: { ambassadorToken: 't' } });
    startScriptsOnIntent(page.target);
    page.parseHead();
    page.parsed();
    jest.runAllTimers();
    expect(page.started()).toEqual([]);
  });
});
