import { Hono } from 'hono';
import { readServerEnv } from 'shared-data/server';
import { pageSecurityHeaders } from './security-headers';

const directive = async (name: string, env: Record<string, string> = {}) => {
  const app = new Hono();
  app.use(pageSecurityHeaders(readServerEnv(env)));
  app.get('/', (c) => c.text('ok'));
  const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
  return (
    policy
      .split(';')
      .find((part) => part.trim().startsWith(`${name} `))
      ?.trim()
      .split(/\s+/) ?? []
  );
};

test('pages may send error reports to the SENTRY_DSN origin only when it is set', async () => {
  const without = await directive('connect-src');
  expect(without.some((source) => source.includes('sentry'))).toBe(false);
  const withDsn = await directive('connect-src', { SENTRY_DSN: 'https://abc@o7.ingest.sentry.io/42' });
  expect(withDsn).toContain('https://o7.ingest.sentry.io');
  expect(withDsn.filter((source) => !without.includes(source))).toEqual(['https://o7.ingest.sentry.io']);
});

test('the policy admits only the configured analytics tags, and is unchanged without their ids', async () => {
  const names = ['script-src', 'connect-src', 'img-src'];
  const without = await Promise.all(names.map((name) => directive(name)));
  expect(without.flat().some((source) => /yandex|google/.test(source))).toBe(false);
  const added = async (env: Record<string, string>) =>
    Promise.all(
      names.map(async (name, index) =>
        (await directive(name, env)).filter((source) => !without[index]?.includes(source)),
      ),
    );
  expect(await added({ YANDEX_METRICA_ID: '98765432' })).toEqual([
    ['https://mc.yandex.ru'],
    ['https://mc.yandex.ru'],
    ['https://mc.yandex.ru'],
  ]);
  const ga4 = await added({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ' });
  expect(ga4[0]).toEqual(['https://www.googletagmanager.com']);
  expect(ga4[1]).toContain('https://*.google-analytics.com');
  expect(ga4[2]).toContain('https://*.google-analytics.com');
  expect(ga4.flat().some((source) => source.includes('yandex'))).toBe(false);
});

test("pages may load the site's own web manifest and images", async () => {
  expect(await directive('manifest-src')).toEqual(['manifest-src', "'self'"]);
  expect(await directive('img-src')).toEqual(['img-src', "'self'", 'data:']);
});
