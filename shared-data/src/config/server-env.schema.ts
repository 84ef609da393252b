import { type InferType, number, object, string } from 'yup';
import { type RemoteName, remoteNames } from './remotes';
import { httpOrigin, runtimeEnvFields } from './runtime-config.schema';

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

const absolutePath = (name: string) => string().matches(/^\//, `${name} must be an absolute path`);

type EnvPrefix<Name extends RemoteName> = Name extends `${infer Division}-app` ? Uppercase<Division> : never;
type RemotePortName = `${EnvPrefix<RemoteName>}_PORT`;
type RemoteUrlName = `${EnvPrefix<RemoteName>}_REMOTE_URL`;

const envPrefix = (name: RemoteName) => name.replace(/-app$/, '').toUpperCase() as EnvPrefix<RemoteName>;

/** The variables of each remote: its port (`MARKETING_PORT`) and its manifest URL (`MARKETING_REMOTE_URL`). */
export const remoteEnvNames = (name: RemoteName) => ({
  port: `${envPrefix(name)}_PORT` as RemotePortName,
  url: `${envPrefix(name)}_REMOTE_URL` as RemoteUrlName,
});

/** A remote's manifest URL: unset, beside its own port on this machine. */
const manifestUrl = (name: RemoteUrlName, portName: RemotePortName) =>
  string()
    .matches(
      /^https?:\/\/.+\/mf-manifest\.json$/,
      `${name} must be an http(s) URL ending in /mf-manifest.json`,
    )
    .when(portName, ([remotePort], schema) =>
      schema.default(`http://localhost:${remotePort}/mf-manifest.json`),
    )
    .defined();

/** Each remote's port defaults to the shell's 3000 plus its place in `remoteNames`: 3001 to 3004. */
const remoteFields = Object.fromEntries(
  remoteNames.flatMap((name, index) => {
    const names = remoteEnvNames(name);
    return [
      [names.port, port(names.port, 3001 + index)],
      [names.url, manifestUrl(names.url, names.port)],
    ];
  }),
) as Record<RemotePortName, ReturnType<typeof port>> & Record<RemoteUrlName, ReturnType<typeof manifestUrl>>;

const optionalText = () => string().optional();

/** Where EmailJS's REST API lives. */
const emailjsApiOrigin = 'https://api.emailjs.com';

/** Where Telegram's Bot API lives. */
const telegramApiOrigin = 'https://api.telegram.org';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Both EmailJS keys are set: mail leaves for real. */
export const hasMailKeys = (publicKey: string, privateKey: string) => publicKey !== '' && privateKey !== '';

/** A production start: `NODE_ENV=production`, or a `SITE_URL` whose host is not this machine. */
export const isProductionStart = (nodeEnv: string | undefined, siteUrl: string) => {
  if (nodeEnv === 'production') return true;
  try {
    return !localHosts.has(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
};

/** This machine's functions gateway, where the dev outbox captures mail and alerts. */
const localFunctions = (functionsPort: number) => `http://localhost:${functionsPort}`;

/**
 * Every variable the site reads, with its type, its checks and its default, validated in one pass: a bad start lists
 * every problem at once. A default that follows other variables is made from them (`when`: yup reads those first),
 * one under the repository's folder from the context (`$cwd`); `.defined()` after such a `when` says so to the types.
 */
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
  EMAILJS_ORIGIN: httpOrigin()
    .when(
      ['EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY', 'FUNCTIONS_PORT'],
      ([publicKey, privateKey, functionsPort], schema) =>
        schema.default(hasMailKeys(publicKey, privateKey) ? emailjsApiOrigin : localFunctions(functionsPort)),
    )
    .defined(),
  // Telegram's Bot API, or this gateway's dev outbox in capture mode (a local start without mail keys).
  TELEGRAM_API_ORIGIN: httpOrigin()
    .when(
      ['EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY', 'NODE_ENV', 'SITE_URL', 'FUNCTIONS_PORT'],
      ([publicKey, privateKey, nodeEnv, siteUrl, functionsPort], schema) =>
        schema.default(
          hasMailKeys(publicKey, privateKey) || isProductionStart(nodeEnv, siteUrl)
            ? telegramApiOrigin
            : localFunctions(functionsPort),
        ),
    )
    .defined(),
  TELEGRAM_CHAT_ID: string()
    .matches(/^(-?\d+|@\w{5,})$/, {
      message: 'TELEGRAM_CHAT_ID must be a chat id (digits, may start with -) or @channel',
      excludeEmptyString: true,
    })
    .default(''),
  TELEGRAM_BOT_TOKEN: string()
    .matches(/^\d+:[\w-]{20,}$/, {
      message: 'TELEGRAM_BOT_TOKEN must look like 123456:ABC… (as @BotFather gives it)',
      excludeEmptyString: true,
    })
    .default('')
    .test('pair', 'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set together', function pair(value) {
      return (value === '') === ((this.parent as { TELEGRAM_CHAT_ID: string }).TELEGRAM_CHAT_ID === '');
    }),
  FUNCTIONS_SERVER_KEY: string()
    .optional()
    .min(24, 'FUNCTIONS_SERVER_KEY must be at least 24 characters: a long random string')
    .matches(
      /^[\x21-\x7e]*$/,
      'FUNCTIONS_SERVER_KEY must be printable ASCII without spaces (it travels in a header)',
    ),
  ADMIN_EMAILS: string()
    .default('')
    .test('emails', 'ADMIN_EMAILS must be e-mail addresses separated by commas', (value) =>
      splitEmails(value).every((email) => simpleEmail.test(email)),
    ),
  TRUST_PROXY: string()
    .matches(
      /^(true|false|\d{1,2})$/i,
      'TRUST_PROXY must be 0, 1 or the number of proxies in front of the server (true = 1, false = 0)',
    )
    .default('0'),
  RELEASES_DIR: string()
    .when('$cwd', ([cwd], schema) => schema.default(`${cwd}/releases`))
    .defined(),
  CHROMIUM_PATH: absolutePath('CHROMIUM_PATH').default('/usr/bin/chromium'),
  DATA_DIR: string()
    .when('$cwd', ([cwd], schema) => schema.default(`${cwd}/.data`))
    .defined(),
  HOST: string().default('127.0.0.1'),
  NODE_ENV: optionalText(),
  DEV_OUTBOX_KEY: optionalText(),
  EMAILJS_PUBLIC_KEY: string().default(''),
  EMAILJS_PRIVATE_KEY: string().default(''),
  EMAILJS_SERVICE_ID: string().default('service_local'),
  EMAILJS_TEMPLATE_LEAD: string().default('template_lead'),
  EMAILJS_TEMPLATE_ORDER: string().default('template_order'),
  EMAILJS_TEMPLATE_CODE: string().default('template_code'),
  ...remoteFields,
  ...runtimeEnvFields,
});

/** The variables as the schema gives them: validated, typed, every unset one with its default. */
export type EnvVariables = InferType<typeof envSchema>;

/** Every variable `readServerEnv` reads, and no other (`.env.example` lists each one). */
export const serverEnvNames = Object.keys(envSchema.fields) as readonly (keyof EnvVariables)[];
