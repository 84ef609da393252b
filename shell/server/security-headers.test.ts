import { Hono } from 'hono';
import { readServerEnv } from 'shared-data/server';
import { pageSecurityHeaders } from './security-headers';

const connectSrc = async (env: Record<string, string>) => {
  const app = new Hono();
  app.use(pageSecurityHeaders(readServerEnv(env)));
  app.get('/', (c) => c.text('ok'));
  const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
  return (
    policy
      .split(';')
      .find((part) => part.trim().startsWith('connect-src'))
      ?.trim()
      .split(/\s+/) ?? []
  );
};

test('pages may send error reports to the SENTRY_DSN origin only when it is set', async () => {
  const without = await connectSrc({});
  expect(without.some((source) => source.includes('sentry'))).toBe(false);
  const withDsn = await connectSrc({ SENTRY_DSN: 'https://abc@o7.ingest.sentry.io/42' });
  expect(withDsn).toContain('https://o7.ingest.sentry.io');
  expect(withDsn.filter((source) => !without.includes(source))).toEqual(['https://o7.ingest.sentry.io']);
});
