import { ValidationError } from 'yup';
import { type RemoteName, type RemoteRegistryEntry, remoteNames } from './remotes';
import { defaultContacts, type RuntimeConfig } from './runtime-config';
import {
  envSchema,
  fieldNames,
  remoteEnvNames,
  runtimeEnvNames,
  type ServerEnvName,
  splitEmails,
} from './server-env.schema';

/** Where EmailJS's REST API lives. */
const emailjsApiOrigin = 'https://api.emailjs.com';

/** The header that carries `FUNCTIONS_SERVER_KEY` from the shell's server to the functions. */
export const functionsServerKeyHeader = 'x-functions-server-key';

/**
 * The header by which the shell's server names the visitor it calls a function for (a lead form posted to the site),
 * as `clientGroup` gives it. Honoured only beside a valid server key: the call then counts as that visitor's, with one
 * client's limits, not as the server's.
 */
export const siteClientHeader = 'x-site-client';

/** Where Telegram's Bot API lives. */
const telegramApiOrigin = 'https://api.telegram.org';

export interface ServerEnv {
  ports: { shell: number; functions: number } & Record<RemoteName, number>;
  runtime: RuntimeConfig;
  remotes: RemoteRegistryEntry[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** `SUPABASE_DB_URL`: the database Supabase gives its Edge functions, which use it when `DATABASE_URL` is unset. */
  supabaseDbUrl: string | undefined;
  /** `MAIL_DISPATCH_SECRET`: what the scheduler of the Edge `mail-dispatch` function sends; unset, it refuses all. */
  mailDispatchSecret: string | undefined;
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

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The contacts and promo end of the browser's part when their variables are unset. */
const runtimeDefaults: Partial<Record<string, string>> = defaultContacts;

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
    runtime: Object.fromEntries(
      Object.entries(runtimeEnvNames).map(([key, name]) => [key, read(env, name) ?? runtimeDefaults[key]]),
    ),
  };
  try {
    const parsed = envSchema.validateSync(raw, { abortEarly: false });
    const ports = {
      shell: parsed.PORT,
      functions: parsed.FUNCTIONS_PORT,
      ...(Object.fromEntries(remoteNames.map((name) => [name, parsed[remoteEnvNames(name).port]])) as Record<
        RemoteName,
        number
      >),
    };
    const runtime: RuntimeConfig = {
      ...parsed.runtime,
      siteUrl: (parsed.runtime.siteUrl ?? `http://localhost:${ports.shell}`).replace(/\/+$/, ''),
      functionsUrl: (parsed.runtime.functionsUrl ?? `http://localhost:${ports.functions}`).replace(
        /\/+$/,
        '',
      ),
    };
    const functionsOrigin = `http://localhost:${ports.functions}`;
    const remotes = remoteNames.map((name) => ({
      name,
      manifestUrl: parsed[remoteEnvNames(name).url] ?? `http://localhost:${ports[name]}/mf-manifest.json`,
    }));
    const privateKey = parsed.EMAILJS_PRIVATE_KEY ?? '';
    const emailjsConfigured = privateKey !== '' && parsed.EMAILJS_PUBLIC_KEY !== undefined;
    // Without keys mail goes to this gateway's dev outbox; with keys, to EmailJS unless told otherwise.
    const emailjsOrigin = parsed.EMAILJS_ORIGIN ?? (emailjsConfigured ? emailjsApiOrigin : functionsOrigin);
    const production = parsed.NODE_ENV === 'production' || !localHosts.has(new URL(runtime.siteUrl).hostname);
    return {
      ports,
      runtime,
      remotes,
      dataDir: parsed.DATA_DIR ?? `${cwd}/.data`,
      databaseUrl: parsed.DATABASE_URL,
      supabaseDbUrl: parsed.SUPABASE_DB_URL,
      mailDispatchSecret: parsed.MAIL_DISPATCH_SECRET,
      rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
      host: parsed.HOST ?? '127.0.0.1',
      trustProxy: trustProxyCount(parsed.TRUST_PROXY),
      releasesDir: parsed.RELEASES_DIR ?? `${cwd}/releases`,
      chromiumPath: parsed.CHROMIUM_PATH ?? '/usr/bin/chromium',
      production,
      devOutboxKey: parsed.DEV_OUTBOX_KEY,
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
        publicKey: parsed.EMAILJS_PUBLIC_KEY ?? '',
        privateKey,
        serviceId: parsed.EMAILJS_SERVICE_ID,
        templateLead: parsed.EMAILJS_TEMPLATE_LEAD,
        templateOrder: parsed.EMAILJS_TEMPLATE_ORDER,
        templateCode: parsed.EMAILJS_TEMPLATE_CODE,
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

const fixLabel = (message: string) => {
  const [first, ...rest] = message.replace(/^runtime\./, '').split(' ');
  const name = first ? (runtimeEnvNames as Record<string, string>)[first] : undefined;
  return name ? [name, ...rest].join(' ') : message;
};
