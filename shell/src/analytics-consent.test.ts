import { type AnalyticsWindow, readConsent } from 'shared-data/analytics';
import { startAnalyticsConsent } from './analytics-consent';

const tagScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

/** A page as the shell renders it with a Metrica id: the config block and the bar. */
function renderPage() {
  document.body.innerHTML =
    '<script type="application/json" id="app-config">{"yandexMetricaId":"98765432"}</script>' +
    '<section id="analytics-consent" aria-label="Согласие на аналитику">' +
    '<button type="button" data-consent-choice="accepted">Принять</button>' +
    '<button type="button" data-consent-choice="declined">Отклонить</button></section>';
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLElement;

let idle: (() => void)[] = [];
let controller: AbortController;
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (run: IdleRequestCallback) => idle.push(() => run({} as IdleDeadline));
  // Each test's listener goes with it.
  controller = new AbortController();
  const add = document.addEventListener.bind(document);
  jest
    .spyOn(document, 'addEventListener')
    .mockImplementation((type, listener, options) =>
      add(type, listener, { ...(typeof options === 'object' ? options : {}), signal: controller.signal }),
    );
  renderPage();
});

afterEach(() => {
  controller.abort();
  jest.restoreAllMocks();
  delete (window as AnalyticsWindow).ym;
  document.documentElement.removeAttribute('data-analytics-consent');
  document.head.innerHTML = '';
  localStorage.clear();
});

const runIdle = () => {
  for (const run of idle.splice(0)) run();
};

test('a first visit shows the bar and loads nothing until the visitor accepts, then only once idle', () => {
  startAnalyticsConsent();
  runIdle();
  expect(document.documentElement.hasAttribute('data-analytics-consent')).toBe(false);
  expect(tagScripts()).toEqual([]);

  button('Принять').click();
  expect(document.documentElement.getAttribute('data-analytics-consent')).toBe('accepted');
  expect(readConsent(localStorage)).toBe('accepted');
  expect(tagScripts()).toEqual([]);
  runIdle();
  expect(tagScripts()).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
});

test('a decline is kept and loads nothing', () => {
  startAnalyticsConsent();
  button('Отклонить').click();
  runIdle();
  expect(document.documentElement.getAttribute('data-analytics-consent')).toBe('declined');
  expect(readConsent(localStorage)).toBe('declined');
  expect(tagScripts()).toEqual([]);
  expect((window as AnalyticsWindow).ym).toBeUndefined();
});

test('a later visit after an accept hides the bar at once and loads the tag when idle', () => {
  localStorage.setItem('analytics-consent', 'accepted');
  startAnalyticsConsent();
  expect(document.documentElement.getAttribute('data-analytics-consent')).toBe('accepted');
  expect(tagScripts()).toEqual([]);
  runIdle();
  expect(tagScripts()).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
});

/** Sets a cookie as the tags (or the site) would; jsdom has no Cookie Store API. */
const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads and clears document.cookie itself
  document.cookie = cookie;
};

test('a decline removes the tags’ cookies, and leaves the site’s others', () => {
  for (const cookie of ['_ym_uid=1700000000123', '_ga=GA1.1.123.456', '_ga_ABC123XYZ=GS1.1', 'theme=dark']) {
    setCookie(`${cookie}; path=/`);
  }
  startAnalyticsConsent();
  button('Отклонить').click();
  expect(document.cookie).toBe('theme=dark');
  setCookie('theme=; max-age=0; path=/');
});

test('«change your choice» forgets it and shows the bar again with the focus on it; the new choice holds', () => {
  localStorage.setItem('analytics-consent', 'accepted');
  document.body.insertAdjacentHTML(
    'beforeend',
    '<main><button type="button" data-consent-reopen="">Изменить выбор об аналитике</button></main>',
  );
  startAnalyticsConsent();
  expect(document.documentElement.getAttribute('data-analytics-consent')).toBe('accepted');

  button('Изменить выбор об аналитике').click();
  expect(document.documentElement.hasAttribute('data-analytics-consent')).toBe(false);
  expect(readConsent(localStorage)).toBeUndefined();
  expect(document.activeElement).toBe(button('Принять'));

  button('Отклонить').click();
  expect(readConsent(localStorage)).toBe('declined');
  expect(document.documentElement.getAttribute('data-analytics-consent')).toBe('declined');
});

test('«change your choice» does nothing on a page without the bar (a site without analytics)', () => {
  document.body.innerHTML =
    '<button type="button" data-consent-reopen="">Изменить выбор об аналитике</button>';
  localStorage.setItem('analytics-consent', 'declined');
  startAnalyticsConsent();
  button('Изменить выбор об аналитике').click();
  expect(readConsent(localStorage)).toBe('declined');
});

describe('a page opened as the thanks for a lead the platform posted (`?sent=<form>`)', () => {
  // jsdom keeps no navigation entries: the page's is given as a browser gives it.
  const openedFrom = (address: string) =>
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ name: address, entryType: type }] : []),
    });
  afterEach(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });
  const goals = () => ((window as AnalyticsWindow).ym?.a ?? []).filter((call) => call[1] === 'reachGoal');

  test('reports the lead as a goal once the tags load, once, though the address has been cleaned', () => {
    openedFrom('https://agency.example/?sent=consultation#contact-form');
    localStorage.setItem('analytics-consent', 'accepted');
    startAnalyticsConsent();
    expect(goals()).toEqual([]);
    runIdle();
    expect(goals()).toEqual([[98765432, 'reachGoal', 'lead']]);

    button('Принять').click();
    runIdle();
    expect(goals()).toHaveLength(1);
  });

  test('reports it after an accept on that page, and not at all without one', () => {
    openedFrom('https://agency.example/pricing?sent=tariff_order');
    startAnalyticsConsent();
    runIdle();
    expect((window as AnalyticsWindow).ym).toBeUndefined();
    button('Принять').click();
    runIdle();
    expect(goals()).toEqual([[98765432, 'reachGoal', 'lead']]);
  });

  test('a page opened otherwise (a reload of the cleaned address, a new ambassador’s welcome) reports nothing', () => {
    for (const address of ['https://agency.example/', 'https://agency.example/ambassador?welcome=1']) {
      openedFrom(address);
      localStorage.setItem('analytics-consent', 'accepted');
      startAnalyticsConsent();
      runIdle();
      expect(goals()).toEqual([]);
      delete (window as AnalyticsWindow).ym;
    }
  });
});
