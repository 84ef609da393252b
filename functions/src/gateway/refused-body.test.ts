import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, testEnv } from '../test/fixtures';
import { createGateway, maxBodyBytes } from './app';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const bigBody = (size: number) => Buffer.alloc(size, 'x');

describeEachDatabase('a body the gateway refuses unread, over a keep-alive connection', (ctx) => {
  let server: ServerType;
  let port: number;
  let agent: Agent;

  beforeEach(async () => {
    const app = createGateway({ db: ctx.db, env: testEnv(), logger: memoryLogger().logger });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (path: string, headers: Record<string, string>, body?: Buffer, chunked = false) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, agent, method: body ? 'POST' : 'GET', headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (body && chunked) {
        for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      } else if (body) {
        req.setHeader('content-length', body.length);
        req.write(body);
      }
      req.end();
    });

  const nextRequestSucceeds = async () => {
    const health = await send('/health', {});
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', db: ctx.name });
  };

  test.each([
    ['a declared Content-Length', false],
    ['a chunked body', true],
  ])('a 1.2 MB JSON body with %s is 413, and the next request succeeds', async (_, chunked) => {
    const refused = await send(
      '/functions/v1/submit-application',
      { 'content-type': 'application/json' },
      bigBody(1_200_000),
      chunked,
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).error.code).toBe('payload_too_large');
    await nextRequestSucceeds();
  });

  test('a 1.2 MB text/plain body is refused by its size first (413), and the next request succeeds', async () => {
    const refused = await send(
      '/functions/v1/submit-application',
      { 'content-type': 'text/plain' },
      bigBody(1_200_000),
    );
    expect(refused.status).toBe(413);
    await nextRequestSucceeds();
  });

  test.each([
    ['a 64 KiB text/plain body is 415', 'submit-application', 'text/plain', maxBodyBytes, 415],
    [
      'a 64 KiB body to an unknown function is 404',
      'no-such-function',
      'application/json',
      maxBodyBytes,
      404,
    ],
    ['a 20-byte text/plain body is 415', 'check-promo-code', 'text/plain', 20, 415],
  ])('%s, and the next request succeeds', async (_, name, type, size, status) => {
    const refused = await send(`/functions/v1/${name}`, { 'content-type': type }, bigBody(size));
    expect(refused.status).toBe(status);
    expect(JSON.parse(refused.body)).toEqual({
      error: expect.objectContaining({ code: expect.any(String) }),
    });
    await nextRequestSucceeds();
  });
});
