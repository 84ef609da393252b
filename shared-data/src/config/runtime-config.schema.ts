import { string } from 'yup';
import { promoBannerFacts } from '../catalog/promo';

/** An http(s) URL with a host (`http://localhost:3000` is one). */
const httpUrl = () =>
  string().test(
    'http-url',
    ({ path }) => `${path} must be an http(s) URL`,
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
  );

/** An http(s) URL, kept without its trailing slashes (`https://agency.uz/` is `https://agency.uz`). */
export const httpOrigin = () => httpUrl().transform((value: string) => value.replace(/\/+$/, ''));

/** A Sentry DSN: `http(s)://<public key>@<host>/<project id>`. */
const isDsn = (value: string) => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.username !== '' && /\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
};

/** Contacts, anon key and promo end of the browser's part when their variables are unset: samples for local starts. */
export const defaultContacts = {
  anonKey: 'local-anon-key',
  agencyPhone: '+998 71 200 45 45',
  contactEmail: 'hello@agency.uz',
  telegramUrl: 'https://t.me/agency_uz',
  instagramUrl: 'https://www.instagram.com/agency.uz',
  promoEndsAt: promoBannerFacts.defaultEndsAt,
} as const;

/**
 * The variables of the browser's part of the configuration (`RuntimeConfig`), with their defaults. Unset, the two
 * URLs follow the ports of `envSchema` (`http://localhost:$PORT`, `http://localhost:$FUNCTIONS_PORT`).
 */
export const runtimeEnvFields = {
  SITE_URL: httpOrigin()
    .when('PORT', ([port], schema) => schema.default(`http://localhost:${port}`))
    .defined(),
  SUPABASE_URL: httpOrigin()
    .when('FUNCTIONS_PORT', ([port], schema) => schema.default(`http://localhost:${port}`))
    .defined(),
  SUPABASE_ANON_KEY: string().default(defaultContacts.anonKey),
  AGENCY_PHONE: string().default(defaultContacts.agencyPhone),
  LEADS_EMAIL: string().email().default(defaultContacts.contactEmail),
  TELEGRAM_URL: httpUrl().default(defaultContacts.telegramUrl),
  INSTAGRAM_URL: httpUrl().default(defaultContacts.instagramUrl),
  PROMO_ENDS_AT: string()
    .default(defaultContacts.promoEndsAt)
    .test(
      'iso-date',
      ({ path }) => `${path} must be an ISO date-time`,
      (value) => !Number.isNaN(Date.parse(value)),
    ),
  SENTRY_DSN: string()
    .optional()
    .test(
      'dsn',
      ({ path }) => `${path} must be a Sentry DSN (https://<key>@<host>/<project id>)`,
      (value) => value === undefined || isDsn(value),
    ),
  YANDEX_METRICA_ID: string()
    .optional()
    .matches(/^\d{5,12}$/, ({ path }) => `${path} must be a Yandex Metrica counter id (digits)`),
  GA4_MEASUREMENT_ID: string()
    .optional()
    .matches(/^G-[A-Z0-9]{4,16}$/, ({ path }) => `${path} must be a GA4 measurement id (G-XXXXXXX)`),
};
