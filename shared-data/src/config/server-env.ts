import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { type RemoteName, remoteNames } from './remotes';
import type { RuntimeConfig } from './runtime-config';
import {
  type EnvVariables,
  envSchema,
  hasMailKeys,
  isProductionStart,
  remoteEnvNames,
  splitEmails,
} from './server-env.schema';

/** The header that carries `FUNCTIONS_SERVER_KEY` from the shell's server to the functions. */
export const functionsServerKeyHeader = 'x-functions-server-key';

/**
 * The header by which the shell's server names the visitor it calls a function for (a lead form posted to the site),
 * as `clientGroup` gives it. Honoured only beside a valid server key: the call then counts as that visitor's, with one
 * client's limits, not as the server's.
 */
export const siteClientHeader = 'x-site-client';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads `TRUST_PROXY` once validated: true is one proxy, false none. */
const trustProxyCount = (value: string) => {
  const text = value.toLowerCase();
  return text === 'true' ? 1 : text === 'false' ? 0 : Number(text);
};

/**
 * The configuration as the servers and tools use it, grouped from the variables the schema gave (every value and
 * default is the schema's): nothing here reads the environment or falls back to a value of its own.
 */
function serverEnvFrom(v: EnvVariables) {
  const runtime: RuntimeConfig = {
    siteUrl: v.SITE_URL,
    functionsUrl: v.SUPABASE_URL,
    anonKey: v.SUPABASE_ANON_KEY,
    agencyPhone: v.AGENCY_PHONE,
    contactEmail: v.LEADS_EMAIL,
    telegramUrl: v.TELEGRAM_URL,
    instagramUrl: v.INSTAGRAM_URL,
    promoEndsAt: v.PROMO_ENDS_AT,
    sentryDsn: v.SENTRY_DSN,
    yandexMetricaId: v.YANDEX_METRICA_ID,
    ga4MeasurementId: v.GA4_MEASUREMENT_ID,
  };
  const production = isProductionStart(v.NODE_ENV, v.SITE_URL);
  const emailjsConfigured = hasMailKeys(v.EMAILJS_PUBLIC_KEY, v.EMAILJS_PRIVATE_KEY);
  return {
    ports: {
      shell: v.PORT,
      functions: v.FUNCTIONS_PORT,
      ...(Object.fromEntries(remoteNames.map((name) => [name, v[remoteEnvNames(name).port]])) as Record<
        RemoteName,
        number
      >),
    },
    runtime,
    remotes: remoteNames.map((name) => ({ name, manifestUrl: v[remoteEnvNames(name).url] })),
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    /** `SUPABASE_DB_URL`: the database Supabase gives its Edge functions, which use it when `DATABASE_URL` is unset. */
    supabaseDbUrl: v.SUPABASE_DB_URL,
    /** `MAIL_DISPATCH_SECRET`: what the scheduler of the Edge `mail-dispatch` function sends; unset, it refuses all. */
    mailDispatchSecret: v.MAIL_DISPATCH_SECRET,
    rateLimitPerMinute: v.RATE_LIMIT_PER_MINUTE,
    /** The interface every server binds (`HOST`): `127.0.0.1` unless told otherwise. */
    host: v.HOST,
    /** `TRUST_PROXY`: how many proxies in front of the functions append the client to `X-Forwarded-For` (0: none). */
    trustProxy: trustProxyCount(v.TRUST_PROXY),
    /** `RELEASES_DIR`: where `npm run release` puts a remote's releases and its server finds them. */
    releasesDir: v.RELEASES_DIR,
    /** `CHROMIUM_PATH`: the Chromium (or Chrome) the end-to-end tests and the bench drive. */
    chromiumPath: v.CHROMIUM_PATH,
    /** A production start: `NODE_ENV=production`, or a `SITE_URL` whose host is not this machine. */
    production,
    /** `DEV_OUTBOX_KEY`: who sends it may read one-time codes in the dev outbox; unset, the gateway makes one. */
    devOutboxKey: v.DEV_OUTBOX_KEY,
    /**
     * `FUNCTIONS_SERVER_KEY`: the shell's server sends it to the functions (`functionsServerKeyHeader`) and is counted
     * against its own rate limit instead of its address's; unset, its lookups share the limits of that address.
     */
    functionsServerKey: v.FUNCTIONS_SERVER_KEY,
    /** `ADMIN_EMAILS`: the managers who may sign in to the team's inbox (lower case); none when unset. */
    adminEmails: splitEmails(v.ADMIN_EMAILS),
    /**
     * Lead alerts to the team's Telegram chat (`TELEGRAM_BOT_TOKEN` and `TELEGRAM_CHAT_ID`, both or neither). Sent to
     * `TELEGRAM_API_ORIGIN`: Telegram's Bot API, or this gateway's dev outbox in capture mode.
     */
    telegram: {
      configured: v.TELEGRAM_BOT_TOKEN !== '',
      botToken: v.TELEGRAM_BOT_TOKEN,
      chatId: v.TELEGRAM_CHAT_ID,
      origin: v.TELEGRAM_API_ORIGIN,
    },
    emailjs: {
      origin: v.EMAILJS_ORIGIN,
      publicKey: v.EMAILJS_PUBLIC_KEY,
      privateKey: v.EMAILJS_PRIVATE_KEY,
      serviceId: v.EMAILJS_SERVICE_ID,
      templateLead: v.EMAILJS_TEMPLATE_LEAD,
      templateOrder: v.EMAILJS_TEMPLATE_ORDER,
      templateCode: v.EMAILJS_TEMPLATE_CODE,
      /** EmailJS keys are set: mail leaves for real. */
      configured: emailjsConfigured,
      /** No keys on a local start: mail is captured in the gateway's dev outbox. */
      capture: !emailjsConfigured && !production,
    },
  };
}

/** The site's configuration, as `readServerEnv` gives it: its shape is `serverEnvFrom`'s, its types the schema's. */
export type ServerEnv = ReturnType<typeof serverEnvFrom>;

/**
 * The variables a schema of variables names (its fields), read from `env` and validated in one pass, with the
 * schema's defaults; empty values count as unset. Throws a ConfigError that lists every bad value. The site's
 * configuration and the tools' variables (`tools/env.ts`) are read this way.
 */
export function readEnvWith<Schema extends AnyObjectSchema>(
  schema: Schema,
  env: Record<string, string | undefined>,
  context: object = {},
): InferType<Schema> {
  const raw = Object.fromEntries(
    Object.keys(schema.fields).map((name) => [name, env[name]?.trim() || undefined]),
  );
  try {
    return schema.validateSync(raw, { abortEarly: false, context });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
}

/**
 * Reads and validates the whole environment of the site once, at start; `cwd` is the folder `DATA_DIR` and
 * `RELEASES_DIR` default under. Throws a ConfigError that lists every bad value; empty values count as unset.
 */
export function readServerEnv(env: Record<string, string | undefined>, cwd = '.'): ServerEnv {
  return serverEnvFrom(readEnvWith(envSchema, env, { cwd }));
}

/**
 * Why this environment must not serve functions, or undefined: a production start without EmailJS keys would
 * capture every lead's mail in a local outbox nobody reads.
 */
export function mailProblem(env: ServerEnv): string | undefined {
  if (env.emailjs.configured || env.emailjs.capture) return undefined;
  return (
    'EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY must be set for a production start ' +
    `(NODE_ENV=production or SITE_URL ${env.runtime.siteUrl} is not this machine): ` +
    'without them no lead mail would reach the team. The dev outbox exists only on local starts.'
  );
}

export interface ServerEnvOrExitOptions {
  /** Put before each message, so a combined log says which process stopped (`functions: `). */
  prefix?: string;
  /** The process serves functions: a production start without EmailJS keys stops too (`mailProblem`). */
  sendsMail?: boolean;
}

/**
 * The process's configuration, read from its environment once, at start. A bad one prints every problem the check
 * found and ends the process with code 1: the one way a server or tool of the site refuses to start.
 */
export function readServerEnvOrExit(
  cwd: string,
  { prefix = '', sendsMail = false }: ServerEnvOrExitOptions = {},
) {
  let env: ServerEnv;
  try {
    env = readServerEnv(process.env, cwd);
  } catch (error) {
    console.error(error instanceof ConfigError ? `${prefix}${error.message}` : error);
    return process.exit(1);
  }
  const problem = sendsMail ? mailProblem(env) : undefined;
  if (problem) {
    console.error(`${prefix}${problem}`);
    return process.exit(1);
  }
  return env;
}
