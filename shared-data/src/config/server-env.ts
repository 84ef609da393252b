import { ValidationError } from 'yup';
import { type RemoteName, type RemoteRegistryEntry, remoteNames } from './remotes';
import { defaultContacts, type RuntimeConfig } from './runtime-config';
import { envSchema, fieldNames, runtimeEnvNames, type ServerEnvName, splitEmails } from './server-env.schema';

/** Where EmailJS's REST API lives. */
export const emailjsApiOrigin = 'https://api.emailjs.com';

/** The header that carries `FUNCTIONS_SERVER_KEY` from the shell's server to the functions. */
export const functionsServerKeyHeader = 'x-functions-server-key';

/** Where Telegram's Bot API lives. */
export const telegramApiOrigin = 'https://api.telegram.org';

export interface ServerEnv {
  ports: { shell: number; functions: number } & Record<RemoteName, number>;
  runtime: RuntimeConfig;
  remotes: RemoteRegistryEntry[];
  dataDir: string;
  databaseUrl: string | undefined;
  rateLimitPerMinute: number;
  /** The interface every server binds (`HOST`): `127.0.0.1` unless told otherwise. */
  host: string;
  /** `TRUST_PROXY`: how many proxies in front of the functions append the client to `X-Forwarded-For` (0: none). */
  trustProxy: number;
  /** `RELEASES_DIR`: where `npm run release` puts a remote's releases and its server finds them. */
  releasesDir: string;
  /** `CHROMIUM_PATH`: the Chromium (or Chrome) the end-to-end tests and the bench drive. */
  chromiumPath: string;
  /** A production start: `NODE_ENV=production`, or a `SITE_URL` whose host is not this machine. */
  production: boolean;
  /** `DEV_OUTBOX_KEY`: who sends it may read one-time codes in the dev outbox; unset, the gateway makes one. */
  devOutboxKey: string | undefined;
  /**
   * `FUNCTIONS_SERVER_KEY`: the shell's server sends it to the functions (`functionsServerKeyHeader`) and is counted
   * against its own rate limit instead of its address's; unset, its lookups share the limits of that address.
   */
  functionsServerKey: string | undefined;
  /** `ADMIN_EMAILS`: the managers who may sign in to the team's inbox (lower case); none when unset. */
  adminEmails: string[];
  /**
   * Lead alerts to the team's Telegram chat (`TELEGRAM_BOT_TOKEN` and `TELEGRAM_CHAT_ID`, both or neither). Sent to
   * `TELEGRAM_API_ORIGIN`: Telegram's Bot API, or this gateway's dev outbox in capture mode.
   */
  telegram: { configured: boolean; botToken: string; chatId: string; origin: string };
  emailjs: {
    origin: string;
    publicKey: string;
    privateKey: string;
    serviceId: string;
    templateLead: string;
    templateOrder: string;
    templateCode: string;
    /** EmailJS keys are set: mail leaves for real. */
    configured: boolean;
    /** No keys on a local start: mail is captured in the gateway's dev outbox. */
    capture: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads `TRUST_PROXY` once validated: true is one proxy, false none. */
const trustProxyCount = (value: string | undefined) => {
  const text = value?.toLowerCase() ?? '0';
  return text === 'true' ? 1 : text === 'false' ? 0 : Number(text);
};

/** A port variable's value when it is a valid port, else its default (its own error is reported anyway). */
const portOr = (env: Record<string, string | undefined>, name: ServerEnvName, fallback: number) => {
  const value = Number(read(env, name));
  return Number.isInteger(value) && value >= 1 && value <= 65535 ? value : fallback;
};

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const read = (env: Record<string, string | undefined>, name: ServerEnvName) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/**
 * Reads and validates the whole environment of the site once, at start.
 * Throws a ConfigError that lists every bad value; empty values count as unset.
 */
export function readServerEnv(env: Record<string, string | undefined>, cwd = '.'): ServerEnv {
  const raw = {
    ...Object.fromEntries(fieldNames.map((key) => [key, read(env, key)])),
    runtime: {
      siteUrl: (read(env, 'SITE_URL') ?? `http://localhost:${portOr(env, 'PORT', 3000)}`).replace(/\/+$/, ''),
      functionsUrl: (
        read(env, 'SUPABASE_URL') ?? `http://localhost:${portOr(env, 'FUNCTIONS_PORT', 54321)}`
      ).replace(/\/+$/, ''),
      anonKey: read(env, 'SUPABASE_ANON_KEY') ?? defaultContacts.anonKey,
      agencyPhone: read(env, 'AGENCY_PHONE') ?? defaultContacts.agencyPhone,
      contactEmail: read(env, 'LEADS_EMAIL') ?? defaultContacts.contactEmail,
      telegramUrl: read(env, 'TELEGRAM_URL') ?? defaultContacts.telegramUrl,
      instagramUrl: read(env, 'INSTAGRAM_URL') ?? defaultContacts.instagramUrl,
      promoEndsAt: read(env, 'PROMO_ENDS_AT') ?? defaultContacts.promoEndsAt,
      sentryDsn: read(env, 'SENTRY_DSN'),
      yandexMetricaId: read(env, 'YANDEX_METRICA_ID'),
      ga4MeasurementId: read(env, 'GA4_MEASUREMENT_ID'),
    },
  };
  try {
    const parsed = envSchema.validateSync(raw, { abortEarly: false });
    const ports = {
      shell: parsed.PORT,
      'marketing-app': parsed.MARKETING_PORT,
      'digital-app': parsed.DIGITAL_PORT,
      'ambassador-app': parsed.AMBASSADOR_PORT,
      'admin-app': parsed.ADMIN_PORT,
      functions: parsed.FUNCTIONS_PORT,
    };
    const functionsOrigin = `http://localhost:${ports.functions}`;
    const runtime = parsed.runtime as RuntimeConfig;
    const remoteUrls: Record<RemoteName, string | undefined> = {
      'marketing-app': parsed.MARKETING_REMOTE_URL,
      'digital-app': parsed.DIGITAL_REMOTE_URL,
      'ambassador-app': parsed.AMBASSADOR_REMOTE_URL,
      'admin-app': parsed.ADMIN_REMOTE_URL,
    };
    const remotes = remoteNames.map((name) => ({
      name,
      manifestUrl: remoteUrls[name] ?? `http://localhost:${ports[name]}/mf-manifest.json`,
    }));
    const privateKey = read(env, 'EMAILJS_PRIVATE_KEY') ?? '';
    const emailjsConfigured = privateKey !== '' && read(env, 'EMAILJS_PUBLIC_KEY') !== undefined;
    // Without keys mail goes to this gateway's dev outbox; with keys, to EmailJS unless told otherwise.
    const emailjsOrigin = parsed.EMAILJS_ORIGIN ?? (emailjsConfigured ? emailjsApiOrigin : functionsOrigin);
    const production =
      read(env, 'NODE_ENV') === 'production' || !localHosts.has(new URL(runtime.siteUrl).hostname);
    return {
      ports,
      runtime,
      remotes,
      dataDir: read(env, 'DATA_DIR') ?? `${cwd}/.data`,
      databaseUrl: parsed.DATABASE_URL,
      rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
      host: read(env, 'HOST') ?? '127.0.0.1',
      trustProxy: trustProxyCount(parsed.TRUST_PROXY),
      releasesDir: parsed.RELEASES_DIR ?? `${cwd}/releases`,
      chromiumPath: parsed.CHROMIUM_PATH ?? '/usr/bin/chromium',
      production,
      devOutboxKey: read(env, 'DEV_OUTBOX_KEY'),
      functionsServerKey: parsed.FUNCTIONS_SERVER_KEY,
      adminEmails: parsed.ADMIN_EMAILS ? splitEmails(parsed.ADMIN_EMAILS) : [],
      telegram: {
        configured: parsed.TELEGRAM_BOT_TOKEN !== undefined,
        botToken: parsed.TELEGRAM_BOT_TOKEN ?? '',
        chatId: parsed.TELEGRAM_CHAT_ID ?? '',
        origin: (
          parsed.TELEGRAM_API_ORIGIN ??
          (!emailjsConfigured && !production ? functionsOrigin : telegramApiOrigin)
        ).replace(/\/+$/, ''),
      },
      emailjs: {
        origin: emailjsOrigin.replace(/\/+$/, ''),
        publicKey: read(env, 'EMAILJS_PUBLIC_KEY') ?? '',
        privateKey,
        serviceId: read(env, 'EMAILJS_SERVICE_ID') ?? 'service_local',
        templateLead: read(env, 'EMAILJS_TEMPLATE_LEAD') ?? 'template_lead',
        templateOrder: read(env, 'EMAILJS_TEMPLATE_ORDER') ?? 'template_order',
        templateCode: read(env, 'EMAILJS_TEMPLATE_CODE') ?? 'template_code',
        configured: emailjsConfigured,
        capture: !emailjsConfigured && !production,
      },
    };
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new ConfigError(error.errors.map((message) => fixLabel(message)));
    }
    throw error;
  }
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

const fixLabel = (message: string) => {
  const [first, ...rest] = message.replace(/^runtime\./, '').split(' ');
  const name = first ? (runtimeEnvNames as Record<string, string>)[first] : undefined;
  return name ? [name, ...rest].join(' ') : message;
};
