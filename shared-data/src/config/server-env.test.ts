import { ConfigError, mailProblem, readServerEnv, readServerEnvOrExit, type ServerEnv } from './server-env';
import { envSchema, serverEnvNames } from './server-env.schema';

describe('readServerEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = readServerEnv({}, '/srv');
    expect(env.ports).toEqual({
      shell: 3000,
      'marketing-app': 3001,
      'digital-app': 3002,
      'ambassador-app': 3003,
      'admin-app': 3004,
      functions: 54321,
    });
    expect(env.runtime.siteUrl).toBe('http://localhost:3000');
    expect(env.runtime.functionsUrl).toBe('http://localhost:54321');
    expect(env.runtime.promoEndsAt).toBe('2025-08-31T23:59:59+05:00');
    expect(env.remotes.map((r) => r.manifestUrl)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3002/mf-manifest.json',
      'http://localhost:3003/mf-manifest.json',
      'http://localhost:3004/mf-manifest.json',
    ]);
    expect(env.dataDir).toBe('/srv/.data');
    expect(env.databaseUrl).toBeUndefined();
    expect(env.rateLimitPerMinute).toBe(30);
    expect(env.emailjs.configured).toBe(false);
    expect(env.emailjs.origin).toBe('http://localhost:54321');
  });

  it('sends mail to EmailJS once keys are set, unless another origin is given', () => {
    const keys = { EMAILJS_PUBLIC_KEY: 'pub', EMAILJS_PRIVATE_KEY: 'secret' };
    expect(readServerEnv(keys).emailjs).toMatchObject({
      configured: true,
      origin: 'https://api.emailjs.com',
    });
    expect(readServerEnv({ ...keys, EMAILJS_ORIGIN: 'http://127.0.0.1:9/' }).emailjs.origin).toBe(
      'http://127.0.0.1:9',
    );
    expect(readServerEnv({ EMAILJS_PRIVATE_KEY: 'secret' }).emailjs.configured).toBe(false);
  });

  it('reads the managers of ADMIN_EMAILS in lower case, each once, and refuses a list with a non-address', () => {
    expect(readServerEnv({}).adminEmails).toEqual([]);
    expect(
      readServerEnv({ ADMIN_EMAILS: ' Lola@Agency.uz, aziz@agency.uz;lola@agency.uz ' }).adminEmails,
    ).toEqual(['lola@agency.uz', 'aziz@agency.uz']);
    expect(() => readServerEnv({ ADMIN_EMAILS: 'lola@agency.uz, aziz' })).toThrow(
      'ADMIN_EMAILS must be e-mail addresses separated by commas',
    );
  });

  it('sends lead alerts to Telegram only with a bot token and a chat, to the dev outbox in capture mode', () => {
    expect(readServerEnv({}).telegram).toMatchObject({ configured: false });
    const token = '123456:AAbbCCddEEffGGhhIIjjKKll';
    const local = readServerEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-1001234567' });
    expect(local.telegram).toEqual({
      configured: true,
      botToken: token,
      chatId: '-1001234567',
      origin: 'http://localhost:54321',
    });
    const live = readServerEnv({
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_CHAT_ID: '@agency_leads',
      EMAILJS_PUBLIC_KEY: 'pub',
      EMAILJS_PRIVATE_KEY: 'priv',
    });
    expect(live.telegram.origin).toBe('https://api.telegram.org');
    expect(() => readServerEnv({ TELEGRAM_BOT_TOKEN: token })).toThrow(
      'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set together',
    );
    expect(() => readServerEnv({ TELEGRAM_BOT_TOKEN: 'secret', TELEGRAM_CHAT_ID: 'team' })).toThrow(
      /TELEGRAM_CHAT_ID must be a chat id[\s\S]*TELEGRAM_BOT_TOKEN must look like/,
    );
  });

  it('takes a FUNCTIONS_SERVER_KEY that is long and fits in a header, or none', () => {
    expect(readServerEnv({}).functionsServerKey).toBeUndefined();
    const key = 'a'.repeat(24);
    expect(readServerEnv({ FUNCTIONS_SERVER_KEY: ` ${key} ` }).functionsServerKey).toBe(key);
    expect(() => readServerEnv({ FUNCTIONS_SERVER_KEY: 'short' })).toThrow(
      'FUNCTIONS_SERVER_KEY must be at least 24 characters',
    );
    expect(() => readServerEnv({ FUNCTIONS_SERVER_KEY: `${key} ${key}` })).toThrow(
      'FUNCTIONS_SERVER_KEY must be printable ASCII without spaces',
    );
  });

  it('binds 127.0.0.1 unless HOST says otherwise', () => {
    expect(readServerEnv({}).host).toBe('127.0.0.1');
    expect(readServerEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('captures mail in the dev outbox only on a local start without keys', () => {
    const local = readServerEnv({});
    expect(local).toMatchObject({ production: false, emailjs: { configured: false, capture: true } });
    expect(mailProblem(local)).toBeUndefined();
    for (const variables of [
      { NODE_ENV: 'production' },
      { SITE_URL: 'https://agency.uz' },
      { SITE_URL: 'http://192.168.1.20:3000' },
    ]) {
      const env = readServerEnv(variables);
      expect(env).toMatchObject({ production: true, emailjs: { configured: false, capture: false } });
      expect(mailProblem(env)).toMatch(
        /EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY must be set for a production start/,
      );
    }
    const keyed = readServerEnv({
      SITE_URL: 'https://agency.uz',
      EMAILJS_PUBLIC_KEY: 'p',
      EMAILJS_PRIVATE_KEY: 's',
    });
    expect(keyed.emailjs).toMatchObject({ configured: true, capture: false });
    expect(mailProblem(keyed)).toBeUndefined();
    expect(readServerEnv({ SITE_URL: 'http://127.0.0.1:4000' }).emailjs.capture).toBe(true);
  });

  it('drops trailing slashes from SITE_URL and SUPABASE_URL, and refuses one that is only slashes', () => {
    const env = readServerEnv({ SITE_URL: 'https://agency.uz/', SUPABASE_URL: 'https://api.agency.uz//' });
    expect([env.runtime.siteUrl, env.runtime.functionsUrl]).toEqual([
      'https://agency.uz',
      'https://api.agency.uz',
    ]);
    expect(() => readServerEnv({ SITE_URL: '/' })).toThrow('SITE_URL must be an http(s) URL');
  });

  it('follows ports into the derived URLs', () => {
    const env = readServerEnv({ PORT: '4000', DIGITAL_PORT: '4002', FUNCTIONS_PORT: '4321' });
    expect(env.runtime.siteUrl).toBe('http://localhost:4000');
    expect(env.runtime.functionsUrl).toBe('http://localhost:4321');
    expect(env.remotes[1]).toEqual({
      name: 'digital-app',
      manifestUrl: 'http://localhost:4002/mf-manifest.json',
    });
  });

  it('gives each remote its port and manifest URL variables, and derives URLs only from valid ports', () => {
    const env = readServerEnv({
      AMBASSADOR_PORT: '5003',
      ADMIN_REMOTE_URL: 'https://cdn.agency.uz/admin-app/mf-manifest.json',
    });
    expect(env.ports['ambassador-app']).toBe(5003);
    expect(env.remotes.slice(2)).toEqual([
      { name: 'ambassador-app', manifestUrl: 'http://localhost:5003/mf-manifest.json' },
      { name: 'admin-app', manifestUrl: 'https://cdn.agency.uz/admin-app/mf-manifest.json' },
    ]);
    expect(() => readServerEnv({ PORT: '70000', FUNCTIONS_PORT: '1.5' })).toThrow(
      new ConfigError(['FUNCTIONS_PORT must be a whole number', 'PORT must be between 1 and 65535']),
    );
  });

  it('reads the mail keys, HOST, DATA_DIR, DEV_OUTBOX_KEY and the Edge variables with the rest, empty as unset', () => {
    const env = readServerEnv({
      HOST: ' 0.0.0.0 ',
      DATA_DIR: '/srv/data',
      DEV_OUTBOX_KEY: '',
      EMAILJS_SERVICE_ID: 'service_agency',
      EMAILJS_TEMPLATE_CODE: ' ',
      SUPABASE_DB_URL: 'postgresql://postgres@db.example.supabase.co:5432/postgres',
      MAIL_DISPATCH_SECRET: '',
    });
    expect(env).toMatchObject({
      host: '0.0.0.0',
      dataDir: '/srv/data',
      devOutboxKey: undefined,
      databaseUrl: undefined,
      supabaseDbUrl: 'postgresql://postgres@db.example.supabase.co:5432/postgres',
      mailDispatchSecret: undefined,
    });
    expect(env.emailjs).toMatchObject({ serviceId: 'service_agency', templateCode: 'template_code' });
  });

  it('lists every bad value at once, the browser part and the tool paths included', () => {
    expect.assertions(2);
    try {
      readServerEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT_PER_MINUTE: '0',
        TRUST_PROXY: 'yes',
        CHROMIUM_PATH: 'chromium',
        DIGITAL_REMOTE_URL: 'http://x/remoteEntry.js',
        SITE_URL: 'not a url',
        PROMO_ENDS_AT: 'tomorrow',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.sort()).toEqual([
        'CHROMIUM_PATH must be an absolute path',
        'DATABASE_URL must start with postgres:// or postgresql://',
        'DIGITAL_REMOTE_URL must be an http(s) URL ending in /mf-manifest.json',
        'PORT must be a port number',
        'PROMO_ENDS_AT must be an ISO date-time',
        'RATE_LIMIT_PER_MINUTE must be at least 1',
        'SITE_URL must be an http(s) URL',
        'TRUST_PROXY must be 0, 1 or the number of proxies in front of the server (true = 1, false = 0)',
      ]);
    }
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['false', 0],
    ['1', 1],
    ['true', 1],
    [' 2 ', 2],
  ])('reads TRUST_PROXY %j as %d proxies', (value, hops) => {
    expect(readServerEnv({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each(['yes', '-1', '1.5', '100'])('refuses TRUST_PROXY %j', (value) => {
    expect(() => readServerEnv({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY must be 0, 1 or the number of proxies/,
    );
  });

  it('puts releases beside the repository and drives Debian Chromium unless told otherwise', () => {
    expect(readServerEnv({}, '/repo')).toMatchObject({
      releasesDir: '/repo/releases',
      chromiumPath: '/usr/bin/chromium',
    });
    expect(
      readServerEnv({ RELEASES_DIR: '/srv/releases', CHROMIUM_PATH: '/opt/chrome/chrome' }, '/repo'),
    ).toMatchObject({ releasesDir: '/srv/releases', chromiumPath: '/opt/chrome/chrome' });
  });

  it('rejects a bad site URL and promo date by their variable names', () => {
    expect(() => readServerEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => readServerEnv({ PROMO_ENDS_AT: 'tomorrow' })).toThrow(/PROMO_ENDS_AT/);
    expect(() => readServerEnv({ DIGITAL_REMOTE_URL: 'http://x/remoteEntry.js' })).toThrow(
      /DIGITAL_REMOTE_URL/,
    );
  });

  it('hands SENTRY_DSN to the browser’s config, and refuses what is not a DSN by its name', () => {
    expect(readServerEnv({}).runtime.sentryDsn).toBeUndefined();
    const dsn = 'https://0123abcd@o1.ingest.sentry.io/4501';
    expect(readServerEnv({ SENTRY_DSN: dsn }).runtime.sentryDsn).toBe(dsn);
    for (const bad of [
      'not a url',
      'https://o1.ingest.sentry.io/4501',
      'https://key@sentry.io/',
      'ftp://k@h/1',
    ]) {
      expect(() => readServerEnv({ SENTRY_DSN: bad })).toThrow(/SENTRY_DSN must be a Sentry DSN/);
    }
  });

  it('hands the analytics ids to the browser’s config, and refuses malformed ones by their names', () => {
    const none = readServerEnv({}).runtime;
    expect([none.yandexMetricaId, none.ga4MeasurementId]).toEqual([undefined, undefined]);
    const both = readServerEnv({ YANDEX_METRICA_ID: '98765432', GA4_MEASUREMENT_ID: 'G-ABC123XYZ' }).runtime;
    expect([both.yandexMetricaId, both.ga4MeasurementId]).toEqual(['98765432', 'G-ABC123XYZ']);
    for (const bad of ['ym-123', '12 34', '123']) {
      expect(() => readServerEnv({ YANDEX_METRICA_ID: bad })).toThrow(
        /YANDEX_METRICA_ID must be a Yandex Metrica counter id/,
      );
    }
    for (const bad of ['UA-12345-1', 'ABC123XYZ', 'G-abc def']) {
      expect(() => readServerEnv({ GA4_MEASUREMENT_ID: bad })).toThrow(
        /GA4_MEASUREMENT_ID must be a GA4 measurement id/,
      );
    }
  });

  it.each([
    ['RATE_LIMIT_PER_MINUTE', (env: ServerEnv) => env.rateLimitPerMinute],
    ['HOST', (env: ServerEnv) => env.host],
    ['CHROMIUM_PATH', (env: ServerEnv) => env.chromiumPath],
    ['AGENCY_PHONE', (env: ServerEnv) => env.runtime.agencyPhone],
    ['PROMO_ENDS_AT', (env: ServerEnv) => env.runtime.promoEndsAt],
    ['EMAILJS_TEMPLATE_LEAD', (env: ServerEnv) => env.emailjs.templateLead],
  ] as const)('gives %s, unset or empty, the default its schema field declares', (name, valueIn) => {
    const declared = envSchema.getDefault()[name];
    expect(declared).toBeDefined();
    expect(valueIn(readServerEnv({}))).toBe(declared);
    expect(valueIn(readServerEnv({ [name]: ' ' }))).toBe(declared);
  });

  it('gives a default that follows another variable or the folder from the schema too', () => {
    const env = readServerEnv({ PORT: '4000' }, '/srv');
    const declared = envSchema.getDefault({ value: { PORT: 4000 }, context: { cwd: '/srv' } });
    expect([env.runtime.siteUrl, env.dataDir]).toEqual([declared.SITE_URL, declared.DATA_DIR]);
    expect(declared).toMatchObject({ SITE_URL: 'http://localhost:4000', DATA_DIR: '/srv/.data' });
  });

  it('refuses a bad value with one message that names the variable and what it must be', () => {
    expect(() => readServerEnv({ RATE_LIMIT_PER_MINUTE: 'many', HOST: '' })).toThrow(
      new ConfigError(['RATE_LIMIT_PER_MINUTE must be a number']),
    );
  });

  it('reads exactly the variables serverEnvNames lists', () => {
    const asked = new Set<string | symbol>();
    const env = new Proxy<Record<string, string | undefined>>(
      {},
      {
        get: (_target, name) => {
          asked.add(name);
          return undefined;
        },
      },
    );
    readServerEnv(env);
    expect([...asked].sort()).toEqual([...serverEnvNames].sort());
    expect(new Set(serverEnvNames).size).toBe(serverEnvNames.length);
  });
});

describe('readServerEnvOrExit', () => {
  const saved = { ...process.env };
  let printed: string[];

  beforeEach(() => {
    printed = [];
    jest.spyOn(console, 'error').mockImplementation((message: string) => printed.push(message));
    jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
  });

  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  it('gives the configuration read from the environment', () => {
    process.env = { PORT: '4100', HOST: '0.0.0.0' };
    expect(readServerEnvOrExit('/srv')).toMatchObject({ host: '0.0.0.0', dataDir: '/srv/.data' });
    expect(printed).toEqual([]);
  });

  it('prints every problem with the prefix and ends with code 1', () => {
    process.env = { PORT: 'abc', DATABASE_URL: 'mysql://x' };
    expect(() => readServerEnvOrExit('.', { prefix: 'functions: ' })).toThrow('exit 1');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^functions: Invalid configuration:\n/);
    expect(printed[0]).toContain('PORT must be a port number');
    expect(printed[0]).toContain('DATABASE_URL must start with postgres://');
  });

  it('stops a production start without mail keys only in a process that sends mail', () => {
    process.env = { NODE_ENV: 'production' };
    expect(readServerEnvOrExit('.').production).toBe(true);
    expect(() => readServerEnvOrExit('.', { prefix: '✖ ', sendsMail: true })).toThrow('exit 1');
    expect(printed).toEqual([
      expect.stringMatching(/^✖ EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY must be set/),
    ]);
  });
});
