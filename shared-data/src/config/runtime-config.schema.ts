import { type ObjectSchema, object, string } from 'yup';
import type { RuntimeConfig } from './runtime-config';

/** An http(s) URL, or nothing: the server derives some from its ports when they are unset. */
export const httpUrl = () =>
  string().test(
    'http-url',
    ({ path }) => `${path} must be an http(s) URL`,
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
  );

/** A Sentry DSN: `http(s)://<public key>@<host>/<project id>`. */
const isDsn = (value: string) => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.username !== '' && /\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
};

/** The runtime config as the server validates it at start, from its environment. */
export const runtimeConfigSchema: ObjectSchema<RuntimeConfig> = object({
  siteUrl: httpUrl().required(),
  functionsUrl: httpUrl().required(),
  anonKey: string().required(),
  agencyPhone: string().required(),
  contactEmail: string().email().required(),
  telegramUrl: httpUrl().required(),
  instagramUrl: httpUrl().required(),
  promoEndsAt: string()
    .required()
    .test(
      'iso-date',
      ({ path }) => `${path} must be an ISO date-time`,
      (value) => !Number.isNaN(Date.parse(value)),
    ),
  sentryDsn: string()
    .optional()
    .test(
      'dsn',
      ({ path }) => `${path} must be a Sentry DSN (https://<key>@<host>/<project id>)`,
      (value) => value === undefined || isDsn(value),
    ),
  yandexMetricaId: string()
    .optional()
    .matches(/^\d{5,12}$/, ({ path }) => `${path} must be a Yandex Metrica counter id (digits)`),
  ga4MeasurementId: string()
    .optional()
    .matches(/^G-[A-Z0-9]{4,16}$/, ({ path }) => `${path} must be a GA4 measurement id (G-XXXXXXX)`),
});
