import { number, object, string } from 'yup';
import { type RemoteName, remoteNames } from './remotes';
import type { RuntimeConfig } from './runtime-config';
import { httpUrl, runtimeConfigSchema } from './runtime-config.schema';

const port = (name: string, fallback: number) =>
  number()
    .typeError(`${name} must be a port number`)
    .integer(`${name} must be a whole number`)
    .min(1, `${name} must be between 1 and 65535`)
    .max(65535, `${name} must be between 1 and 65535`)
    .default(fallback)
    .label(name);

const simpleEmail = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The addresses in a comma- or space-separated list, lower-cased, each once. */
export const splitEmails = (value: string) => [
  ...new Set(
    value
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ),
];

const manifestUrl = (name: string) =>
  string()
    .optional()
    .matches(
      /^https?:\/\/.+\/mf-manifest\.json$/,
      `${name} must be an http(s) URL ending in /mf-manifest.json`,
    );

const absolutePath = (name: string) => string().optional().matches(/^\//, `${name} must be an absolute path`);

type EnvPrefix<Name extends RemoteName> = Name extends `${infer Division}-app` ? Uppercase<Division> : never;
type RemotePortName = `${EnvPrefix<RemoteName>}_PORT`;
type RemoteUrlName = `${EnvPrefix<RemoteName>}_REMOTE_URL`;

const envPrefix = (name: RemoteName) => name.replace(/-app$/, '').toUpperCase() as EnvPrefix<RemoteName>;

/** The variables of each remote: its port (`MARKETING_PORT`) and its manifest URL (`MARKETING_REMOTE_URL`). */
export const remoteEnvNames = (name: RemoteName) => ({
  port: `${envPrefix(name)}_PORT` as RemotePortName,
  url: `${envPrefix(name)}_REMOTE_URL` as RemoteUrlName,
});

/** Each remote's port defaults to the shell's 3000 plus its place in `remoteNames`: 3001 to 3004. */
const remoteFields = Object.fromEntries(
  remoteNames.flatMap((name, index) => {
    const names = remoteEnvNames(name);
    return [
      [names.port, port(names.port, 3001 + index)],
      [names.url, manifestUrl(names.url)],
    ];
  }),
) as Record<RemotePortName, ReturnType<typeof port>> & Record<RemoteUrlName, ReturnType<typeof manifestUrl>>;

const optionalText = () => string().optional();

/** Every variable the site reads, validated in one pass: a bad start lists every problem at once. */
export const envSchema = object({
  PORT: port('PORT', 3000),
  FUNCTIONS_PORT: port('FUNCTIONS_PORT', 54321),
  RATE_LIMIT_PER_MINUTE: number()
    .typeError('RATE_LIMIT_PER_MINUTE must be a number')
    .integer()
    .min(1, 'RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(30),
  DATABASE_URL: string()
    .matches(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SUPABASE_DB_URL: optionalText(),
  MAIL_DISPATCH_SECRET: optionalText(),
  EMAILJS_ORIGIN: string().url('EMAILJS_ORIGIN must be a URL').optional(),
  TELEGRAM_API_ORIGIN: string().url('TELEGRAM_API_ORIGIN must be a URL').optional(),
  TELEGRAM_CHAT_ID: string()
    .optional()
    .matches(
      /^(-?\d+|@\w{5,})$/,
      'TELEGRAM_CHAT_ID must be a chat id (digits, may start with -) or @channel',
    ),
  TELEGRAM_BOT_TOKEN: string()
    .optional()
    .matches(/^\d+:[\w-]{20,}$/, 'TELEGRAM_BOT_TOKEN must look like 123456:ABC… (as @BotFather gives it)')
    .test('pair', 'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set together', function pair(value) {
      return (
        (value === undefined) ===
        ((this.parent as { TELEGRAM_CHAT_ID?: string }).TELEGRAM_CHAT_ID === undefined)
      );
    }),
  FUNCTIONS_SERVER_KEY: string()
    .optional()
    .min(24, 'FUNCTIONS_SERVER_KEY must be at least 24 characters: a long random string')
    .matches(
      /^[\x21-\x7e]*$/,
      'FUNCTIONS_SERVER_KEY must be printable ASCII without spaces (it travels in a header)',
    ),
  ADMIN_EMAILS: string()
    .optional()
    .test('emails', 'ADMIN_EMAILS must be e-mail addresses separated by commas', (value) =>
      value === undefined ? true : splitEmails(value).every((email) => simpleEmail.test(email)),
    ),
  TRUST_PROXY: string()
    .optional()
    .matches(
      /^(true|false|\d{1,2})$/i,
      'TRUST_PROXY must be 0, 1 or the number of proxies in front of the server (true = 1, false = 0)',
    ),
  RELEASES_DIR: string().optional(),
  CHROMIUM_PATH: absolutePath('CHROMIUM_PATH'),
  DATA_DIR: optionalText(),
  HOST: optionalText(),
  NODE_ENV: optionalText(),
  DEV_OUTBOX_KEY: optionalText(),
  EMAILJS_PUBLIC_KEY: optionalText(),
  EMAILJS_PRIVATE_KEY: optionalText(),
  EMAILJS_SERVICE_ID: string().default('service_local'),
  EMAILJS_TEMPLATE_LEAD: string().default('template_lead'),
  EMAILJS_TEMPLATE_ORDER: string().default('template_order'),
  EMAILJS_TEMPLATE_CODE: string().default('template_code'),
  ...remoteFields,
  // The browser's part, from SITE_URL, SUPABASE_URL, SUPABASE_ANON_KEY, SENTRY_DSN, the analytics ids and the contacts
  // (defaults filled in); its two URLs, when unset, follow PORT and FUNCTIONS_PORT once those are valid.
  runtime: runtimeConfigSchema.shape({ siteUrl: httpUrl(), functionsUrl: httpUrl() }),
});

/** The variable behind each field of the browser's part. */
export const runtimeEnvNames = {
  siteUrl: 'SITE_URL',
  functionsUrl: 'SUPABASE_URL',
  anonKey: 'SUPABASE_ANON_KEY',
  agencyPhone: 'AGENCY_PHONE',
  contactEmail: 'LEADS_EMAIL',
  telegramUrl: 'TELEGRAM_URL',
  instagramUrl: 'INSTAGRAM_URL',
  promoEndsAt: 'PROMO_ENDS_AT',
  sentryDsn: 'SENTRY_DSN',
  yandexMetricaId: 'YANDEX_METRICA_ID',
  ga4MeasurementId: 'GA4_MEASUREMENT_ID',
} as const satisfies Record<keyof RuntimeConfig, string>;

type FieldName = Exclude<keyof typeof envSchema.fields, 'runtime'>;
/** `read` takes only these, so a variable the site reads is always one `serverEnvNames` lists. */
export type ServerEnvName = FieldName | (typeof runtimeEnvNames)[keyof RuntimeConfig];

export const fieldNames = Object.keys(envSchema.fields).filter((key): key is FieldName => key !== 'runtime');

/** Every variable `readServerEnv` reads (`.env.example` lists each one). */
export const serverEnvNames: readonly ServerEnvName[] = [...fieldNames, ...Object.values(runtimeEnvNames)];
