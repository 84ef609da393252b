import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createGateway } from '../gateway/app';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { createDevOutbox, type DevOutbox, devOutboxKeyHeader } from './dev-outbox';

const token = '123456:AAbbCCddEEffGGhhIIjjKKll';
const outboxKey = 'k3y-for-tests';
const withTelegram = testEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-100200300' });

interface Answer {
  status: number;
  body: string;
}

const mail = {
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_local',
  template_id: 'template_code',
  template_params: { to_email: 'lola@example.uz', code: '123456' },
};

const form = [
  '--b',
  'Content-Disposition: form-data; name="service_id"',
  '',
  'service_local',
  '--b',
  'Content-Disposition: form-data; name="template_id"',
  '',
  'template_code',
  '--b--',
  '',
].join('\r\n');

/** Every route of the dev outbox, with a body it would take. */
const routes = [
  { method: 'GET', path: '/dev/outbox' },
  { method: 'GET', path: '/dev/outbox/telegram' },
  { method: 'DELETE', path: '/dev/outbox' },
  { method: 'POST', path: '/api/v1.0/email/send', type: 'application/json', body: JSON.stringify(mail) },
  { method: 'POST', path: '/api/v1.0/email/send-form', type: 'multipart/form-data; boundary=b', body: form },
  {
    method: 'POST',
    path: `/bot${token}/sendMessage`,
    type: 'application/json',
    body: JSON.stringify({ chat_id: '-100200300', text: 'Новая заявка' }),
  },
];

describeEachDatabase('the dev outbox', (ctx) => {
  let server: ServerType;
  let port: number;
  let outbox: DevOutbox;

  beforeEach(async () => {
    outbox = createDevOutbox();
    const app = createGateway({
      db: ctx.db,
      env: withTelegram,
      logger: memoryLogger().logger,
      outbox,
      outboxKey,
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  // Node's client sends the Host header as given, as a browser does for a page whose name now points here.
  const send = (host: string, route: (typeof routes)[number], target = route.path) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = { host, [devOutboxKeyHeader]: outboxKey };
      if (route.type) headers['content-type'] = route.type;
      const req = request(
        { host: '127.0.0.1', port, path: target, method: route.method, headers, agent: false },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(route.body);
    });

  const captured = () => outbox.list().length + outbox.messages().length;

  test.each([
    'rebound.example',
    'rebound.example:54321',
    'localhost.rebound.example',
    '127.0.0.1.nip.io',
    '10.0.0.5:54321',
  ])(
    'a request from this machine naming the host %p is 421 on every route, nothing captured or shown',
    async (host) => {
      outbox.add({ service_id: 's', template_id: 'template_code', template_params: { code: '654321' } });
      for (const route of routes) {
        const answer = await send(host, route);
        expect([route.method, route.path, answer.status]).toEqual([route.method, route.path, 421]);
        expect(JSON.parse(answer.body)).toEqual({
          error: { code: 'misdirected_request', message: expect.stringContaining('localhost') },
        });
        expect(answer.body).not.toContain('654321');
      }
      expect(captured()).toBe(1);
    },
  );

  test('an absolute request target names its host too', async () => {
    const [list] = routes;
    if (!list) throw new Error('no route');
    const answer = await send('localhost', list, 'http://rebound.example/dev/outbox');
    expect(answer.status).toBe(421);
  });

  test.each([
    'localhost',
    'localhost:54321',
    'LOCALHOST:54321',
    '127.0.0.1:54321',
    '[::1]:54321',
    'outbox.localhost:54321',
  ])('a request naming the local host %p reaches every route', async (host) => {
    for (const route of routes) {
      const answer = await send(host, route);
      expect([route.method, route.path, answer.status]).toEqual([
        route.method,
        route.path,
        route.method === 'DELETE' ? 204 : 200,
      ]);
    }
    expect(captured()).toBe(3);
  });

  test.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no type', undefined],
  ])('sendMessage takes JSON only: a message sent as %s is 415', async (_, type) => {
    const app = createGateway({ db: ctx.db, env: withTelegram, logger: memoryLogger().logger, outbox });
    const refused = await app.request(`/bot${token}/sendMessage`, {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify({ chat_id: '-100200300', text: 'Новая заявка' }),
    });
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.code).toBe('unsupported_media_type');
    expect(outbox.messages()).toEqual([]);
    const taken = await app.request(
      `/bot${token}/sendMessage`,
      postJson({ chat_id: '-100200300', text: 'Новая заявка' }),
    );
    expect(taken.status).toBe(200);
    expect(outbox.messages()).toHaveLength(1);
  });
});
