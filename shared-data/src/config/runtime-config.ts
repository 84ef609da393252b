import { runtimeConfigElementId } from './runtime-config-element';

/**
 * What the browser needs at run time; comes from the server's environment, never from the bundle. The server
 * validates its variables at start (`runtimeEnvFields`); the browser reads what the server wrote.
 */
export interface RuntimeConfig {
  siteUrl: string;
  functionsUrl: string;
  anonKey: string;
  agencyPhone: string;
  contactEmail: string;
  telegramUrl: string;
  instagramUrl: string;
  promoEndsAt: string;
  /** `SENTRY_DSN`: where the page reports its errors; none when unset. */
  sentryDsn?: string;
  /** `YANDEX_METRICA_ID`: the Metrica counter, loaded only after the visitor accepts analytics; none when unset. */
  yandexMetricaId?: string;
  /** `GA4_MEASUREMENT_ID`: the GA4 stream (`G-…`), loaded only after the visitor accepts analytics. */
  ga4MeasurementId?: string;
}

const runtimeConfigKeys = [
  'siteUrl',
  'functionsUrl',
  'anonKey',
  'agencyPhone',
  'contactEmail',
  'telegramUrl',
  'instagramUrl',
  'promoEndsAt',
] as const satisfies readonly (keyof RuntimeConfig)[];

const optionalKeys = [
  'sentryDsn',
  'yandexMetricaId',
  'ga4MeasurementId',
] as const satisfies readonly (keyof RuntimeConfig)[];

export { runtimeConfigElementId };

/** Reads the `<script type="application/json" id="app-config">` block of the page; every key must be a non-empty text. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(runtimeConfigElementId);
  if (!element?.textContent) {
    throw new Error(`Runtime config block #${runtimeConfigElementId} is missing`);
  }
  const block = JSON.parse(element.textContent) as Record<string, unknown> | null;
  const missing = runtimeConfigKeys.filter((key) => typeof block?.[key] !== 'string' || block[key] === '');
  if (!block || missing.length > 0) {
    throw new Error(`Runtime config block #${runtimeConfigElementId} lacks ${missing.join(', ')}`);
  }
  const config = Object.fromEntries(
    runtimeConfigKeys.map((key) => [key, block[key]]),
  ) as unknown as RuntimeConfig;
  for (const key of optionalKeys) {
    const value = block[key];
    if (typeof value === 'string' && value) config[key] = value;
  }
  return config;
}
