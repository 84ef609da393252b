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

test("pages may load the site's own web manifest and images", async () => {
  expect(await directive('manifest-src')).toEqual(['manifest-src', "'self'"]);
  expect(await directive('img-src')).toEqual(['img-src', "'self'", 'data:']);
});
