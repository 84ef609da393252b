import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { type CapturedRequest, startHttpCapture } from '../test/http-capture';
import { createGateway } from './app';

/** The items of a Sentry envelope: one JSON document per line. */
const envelopeItems = (request: CapturedRequest) =>
  String(request.body)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describeEachDatabase('the gateway’s request log and error reports', (ctx) => {
  const start = async (env: Record<string, string> = {}) => {
    const log = memoryLogger();
    const app = createGateway({
      db: ctx.db,
      env: testEnv(env),
      logger: log.logger,
      handlers: {
        broken: async () => {
          throw new Error('the handler broke');
        },
      },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    return { ...log, origin, close };
  };
  const requestLines = (entries: ReturnType<typeof memoryLogger>['entries']) =>
    entries.filter((entry) => 'requestId' in entry);

  test('writes one JSON line per request with every field, and echoes a well-formed request id', async () => {
    const { origin, close, entries } = await start();
    try {
      const res = await fetch(`${origin}/health?email=lola@example.uz`, {
        headers: { 'x-request-id': 'req-42_abc' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('req-42_abc');
    } finally {
      await close();
    }
    const [line, ...more] = requestLines(entries);
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      service: 'test',
      msg: 'request',
      method: 'GET',
      path: '/health',
      status: 200,
      durationMs: expect.any(Number),
      requestId: 'req-42_abc',
      client: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(Number.isNaN(Date.parse(String(line?.time)))).toBe(false);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('lola@example.uz');
    for (const form of ['127.0.0.1', '::ffff:127.0.0.1']) {
      expect(text).not.toContain(form);
      expect(text).not.toContain(createHash('sha256').update(form).digest('hex').slice(0, 16));
      expect(text).not.toContain(createHash('sha256').update(form).digest('base64url').slice(0, 16));
    }
  });

  test('makes a request id when the incoming one is missing or malformed', async () => {
    const { origin, close, entries } = await start();
    try {
      const bad = await fetch(`${origin}/health`, { headers: { 'x-request-id': 'a b<script>' } });
      const long = await fetch(`${origin}/health`, { headers: { 'x-request-id': 'a'.repeat(200) } });
      const none = await fetch(`${origin}/health`);
      const ids = [bad, long, none].map((res) => res.headers.get('x-request-id'));
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(3);
      expect(requestLines(entries).map((entry) => entry.requestId)).toEqual(ids);
    } finally {
      await close();
    }
  });

  test('logs a thrown error with its stack and the request id, once, answered 500', async () => {
    const { origin, close, entries } = await start();
    try {
      const res = await fetch(`${origin}/functions/v1/broken`, postJson({}, { 'x-request-id': 'broken-1' }));
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe('broken-1');
    } finally {
      await close();
    }
    expect(requestLines(entries)).toEqual([
      expect.objectContaining({
        level: 'error',
        method: 'POST',
        path: '/functions/v1/broken',
        status: 500,
        requestId: 'broken-1',
        err: expect.objectContaining({
          type: 'Error',
          message: 'the handler broke',
          stack: expect.stringMatching(/^Error: the handler broke\n\s+at /),
        }),
      }),
    ]);
  });

  test('a thrown error answered 500 reaches the SENTRY_DSN endpoint with its request id', async () => {
    const sentry = await startHttpCapture();
    const { origin, close } = await start({ SENTRY_DSN: `http://publickey@127.0.0.1:${sentry.port}/42` });
    try {
      const res = await fetch(`${origin}/functions/v1/broken`, postJson({}, { 'x-request-id': 'sentry-1' }));
      expect(res.status).toBe(500);
      const ok = await fetch(`${origin}/health`);
      expect(ok.status).toBe(200);
      const deadline = Date.now() + 5000;
      while (sentry.requests.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sentry.requests).toHaveLength(1);
      const [request] = sentry.requests;
      expect(request).toMatchObject({
        method: 'POST',
        path: expect.stringMatching(/^\/api\/42\/envelope\//),
      });
      const [header, itemHeader, event] = envelopeItems(request as CapturedRequest);
      expect(header).toMatchObject({ event_id: expect.any(String), trace: { public_key: 'publickey' } });
      expect(itemHeader).toMatchObject({ type: 'event' });
      expect(event).toMatchObject({
        level: 'error',
        tags: { request_id: 'sentry-1', service: 'functions' },
        exception: {
          values: [
            expect.objectContaining({
              type: 'Error',
              value: 'the handler broke',
              stacktrace: {
                frames: expect.arrayContaining([expect.objectContaining({ function: 'broken' })]),
              },
            }),
          ],
        },
      });
    } finally {
      await close();
      await sentry.close();
    }
  });
});
