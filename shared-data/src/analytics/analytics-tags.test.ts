import {
  type AnalyticsWindow,
  loadAnalyticsTags,
  readConsent,
  reportLeadGoal,
  storeConsent,
} from './analytics-tags';

const ids = { yandexMetricaId: '98765432', ga4MeasurementId: 'G-ABC123XYZ' };

/** The page's config block with the given analytics ids. */
const carryConfig = (config: object) => {
  document.body.innerHTML = `<script type="application/json" id="app-config">${JSON.stringify(config)}</script>`;
};

const tagScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  const w = window as AnalyticsWindow;
  delete w.ym;
  delete w.gtag;
  delete w.dataLayer;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the consent store', () => {
  it('keeps either choice on the device, and nothing else counts as one', () => {
    expect(readConsent(localStorage)).toBeUndefined();
    storeConsent(localStorage, 'declined');
    expect(readConsent(localStorage)).toBe('declined');
    storeConsent(localStorage, 'accepted');
    expect(readConsent(localStorage)).toBe('accepted');
    localStorage.setItem('analytics-consent', 'yes');
    expect(readConsent(localStorage)).toBeUndefined();
  });

  it('holds without storage, or with one that refuses (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => storeConsent(refusing, 'accepted')).not.toThrow();
    expect(readConsent(refusing)).toBeUndefined();
    expect(readConsent(undefined)).toBeUndefined();
  });
});

describe('the tags', () => {
  it('load nothing without ids', () => {
    loadAnalyticsTags(window, {});
    const w = window as AnalyticsWindow;
    expect([w.ym, w.gtag, w.dataLayer]).toEqual([undefined, undefined, undefined]);
    expect(tagScripts()).toEqual([]);
  });

  it('load each configured tag from its official origin, once', () => {
    loadAnalyticsTags(window, ids);
    loadAnalyticsTags(window, ids);
    expect(tagScripts()).toEqual([
      'https://mc.yandex.ru/metrika/tag.js',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
    ]);
    const w = window as AnalyticsWindow;
    expect(w.ym?.a?.[0]?.slice(0, 2)).toEqual([98765432, 'init']);
    expect(w.dataLayer?.map((call) => [...(call as IArguments)][0])).toEqual(['js', 'config']);
  });

  it('load only the tag whose id is set', () => {
    loadAnalyticsTags(window, { ga4MeasurementId: ids.ga4MeasurementId });
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ']);
    expect((window as AnalyticsWindow).ym).toBeUndefined();
  });
});

describe('the lead goal', () => {
  it('is a no-op while no tag is loaded, even on a page with ids', () => {
    carryConfig(ids);
    reportLeadGoal();
    const w = window as AnalyticsWindow;
    expect([w.ym, w.gtag, w.dataLayer]).toEqual([undefined, undefined, undefined]);
  });

  it('reaches Metrica’s lead goal and GA4’s generate_lead once the tags are loaded', () => {
    carryConfig(ids);
    loadAnalyticsTags(window, ids);
    reportLeadGoal();
    const w = window as AnalyticsWindow;
    expect(w.ym?.a?.at(-1)).toEqual([98765432, 'reachGoal', 'lead']);
    expect(Array.from(w.dataLayer?.at(-1) as IArguments)).toEqual(['event', 'generate_lead']);
  });
});
