/**
 * Analytics with consent: the names the consent bar's markup shares with the early script, the visitor's choice as
 * the device keeps it, the loader of the configured tags (Yandex Metrica, GA4) and the lead goal. Nothing runs on
 * import and no tag loads without an id and an accept (decision record 018).
 */
import type { RuntimeConfig } from '../config/runtime-config';
import { runtimeConfigElementId } from '../config/runtime-config-element';

export { consentReopenAttribute } from './consent-reopen';

/** id of the consent bar the shell renders when an analytics id is set. */
export const consentBarId = 'analytics-consent';
/** Attribute of the bar's two buttons, valued with the choice each makes. */
export const consentChoiceAttribute = 'data-consent-choice';
/** Attribute the early script puts on `<html>` once a choice is known; the bar's style hides it then. */
export const consentAnsweredAttribute = 'data-analytics-consent';
const storageKey = 'analytics-consent';

export type ConsentChoice = 'accepted' | 'declined';

/** Whether a value is one of the two choices. */
export const isChoice = (value: unknown): value is ConsentChoice =>
  value === 'accepted' || value === 'declined';

/** The choice this device keeps, if any (none where storage is unavailable). */
export function readConsent(storage: Storage | undefined): ConsentChoice | undefined {
  try {
    const value = storage?.getItem(storageKey);
    return isChoice(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the choice on this device; where storage refuses (private mode) it holds for this page only. */
export function storeConsent(storage: Storage | undefined, choice: ConsentChoice): void {
  try {
    storage?.setItem(storageKey, choice);
  } catch {
    // The page still honours the choice; the bar returns on the next visit.
  }
}

/** Forgets the choice this device kept, so the bar asks again. */
export function forgetConsent(storage: Storage | undefined): void {
  try {
    storage?.removeItem(storageKey);
  } catch {
    // Nothing was kept where storage is unavailable.
  }
}

// The first-party cookies the tags set: Metrica's `_ym_*` and `_ym_uid`, GA4's `_ga`, `_ga_<stream>` and `_gid`.
const tagCookie = /^(_ym|_ga|_gid)/;

/**
 * Removes the tags' cookies from this site, where the tags put them: on the page's host or a parent domain (each
 * tag picks the widest domain that takes a cookie), at the root path.
 */
export function clearAnalyticsCookies(doc: Document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => tagCookie.test(name));
  const labels = doc.location.hostname.split('.');
  const domains = [
    '',
    ...labels.slice(0, -1).map((_, index) => `; domain=.${labels.slice(index).join('.')}`),
  ];
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

type TagQueue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

/** The globals the official snippets define: Metrica's `ym` queue, GA4's `dataLayer` and `gtag`. */
export type AnalyticsWindow = Window & { ym?: TagQueue; dataLayer?: unknown[]; gtag?: TagQueue };

type AnalyticsIds = Pick<RuntimeConfig, 'yandexMetricaId' | 'ga4MeasurementId'>;

/** The analytics ids the page's runtime config block carries (none on a page without the block). */
export function analyticsIds(doc: Document): AnalyticsIds {
  try {
    const block = JSON.parse(doc.getElementById(runtimeConfigElementId)?.textContent || '{}') as AnalyticsIds;
    return { yandexMetricaId: block.yandexMetricaId, ga4MeasurementId: block.ga4MeasurementId };
  } catch {
    return {};
  }
}

const addScript = (doc: Document, src: string) => {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
};

/** Defines each configured tag's queue as its official snippet does and adds its script, once per page. */
export function loadAnalyticsTags(target: Window, ids: AnalyticsIds): void {
  const w = target as AnalyticsWindow;
  const { document } = target;
  if (ids.yandexMetricaId && !w.ym) {
    const ym: TagQueue = (...args) => {
      ym.a ??= [];
      ym.a.push(args);
    };
    ym.l = Date.now();
    w.ym = ym;
    ym(Number(ids.yandexMetricaId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
    addScript(document, 'https://mc.yandex.ru/metrika/tag.js');
  }
  if (ids.ga4MeasurementId && !w.gtag) {
    w.dataLayer ??= [];
    const dataLayer = w.dataLayer;
    // gtag.js reads the `arguments` objects its snippet pushes, not arrays.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the queue format gtag.js expects
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', ids.ga4MeasurementId);
    addScript(
      document,
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4MeasurementId)}`,
    );
  }
}

/** Reports a sent lead as a goal to the tags this page loaded: Metrica's `lead`, GA4's `generate_lead`. */
export function reportLeadGoal(target: Window = window): void {
  const w = target as AnalyticsWindow;
  if (!w.ym && !w.gtag) return;
  const ids = analyticsIds(target.document);
  if (w.ym && ids.yandexMetricaId) w.ym(Number(ids.yandexMetricaId), 'reachGoal', 'lead');
  if (w.gtag && ids.ga4MeasurementId) w.gtag('event', 'generate_lead');
}
