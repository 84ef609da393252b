import {
  hideWhileRendering,
  isPageReady,
  liveContainer,
  prerenderedFor,
  takeOver,
  whenPageReady,
} from './prerendered-takeover';

function pageWithPrerendered(path: string) {
  document.head.innerHTML = '<style data-prerendered-css>.a{color:red}</style>';
  document.body.innerHTML = `<div id="app-x"><div data-prerendered="${path}"><h1>Тарифы</h1></div></div>`;
  return document.getElementById('app-x') as HTMLElement;
}

describe('prerendered takeover', () => {
  it('keeps markup rendered for the current path and drops markup of another path with its styles', () => {
    const host = pageWithPrerendered('/pricing');
    expect(prerenderedFor(host, '/pricing')).toBe(host.firstElementChild);
    expect(prerenderedFor(host, '/services')).toBeUndefined();
    expect(host.querySelector('[data-prerendered]')).toBeNull();
    expect(document.querySelector('style[data-prerendered-css]')).toBeNull();
  });

  it('renders the app into one live element beside the markup', () => {
    const host = pageWithPrerendered('/');
    const live = liveContainer(host);
    expect(liveContainer(host)).toBe(live);
    expect(host.children).toHaveLength(2);
  });

  it('waits for the page heading and for loading parts to finish', async () => {
    const host = pageWithPrerendered('/');
    const live = liveContainer(host);
    expect(isPageReady(live)).toBe(false);
    const ready = whenPageReady(live, 5000);
    live.innerHTML = '<h1>Тарифы</h1><div aria-busy="true"></div>';
    await Promise.resolve();
    expect(isPageReady(live)).toBe(false);
    live.querySelector('div')?.setAttribute('aria-busy', 'false');
    await expect(ready).resolves.toBeUndefined();
  });

  it('gives up waiting after the timeout', async () => {
    jest.useFakeTimers();
    const live = liveContainer(pageWithPrerendered('/'));
    const ready = whenPageReady(live, 5000);
    jest.advanceTimersByTime(5000);
    await expect(ready).resolves.toBeUndefined();
    jest.useRealTimers();
  });

  it('swaps the markup for the live render and shows it', () => {
    const host = pageWithPrerendered('/');
    const prerendered = prerenderedFor(host, '/') as HTMLElement;
    const live = liveContainer(host);
    hideWhileRendering(live);
    expect(live.style.visibility).toBe('hidden');
    live.innerHTML = '<h1>Тарифы</h1>';
    takeOver(prerendered, live);
    expect(host.querySelectorAll('h1')).toHaveLength(1);
    expect(live.getAttribute('style')).toBeNull();
    expect(document.querySelector('style[data-prerendered-css]')).toBeNull();
  });
});
