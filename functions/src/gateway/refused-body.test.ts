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

describeEachDatabase('a body the gateway refuses', (ctx) => {
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

  // A connection of its own, sending a function a body over 64 KiB, of `size` bytes if it is declared.
  const upload = (size?: number) =>
    request({
      host: '127.0.0.1',
      port,
      path: '/functions/v1/submit-application',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', ...(size ? { 'content-length': size } : {}) },
    });

  // Each client sends as a browser uploads a file, a piece at a time, and is still sending when the gateway refuses.
  const uploadInPieces = (size: number, declared: boolean) =>
    new Promise<string>((resolve) => {
      const broken = (error: NodeJS.ErrnoException) => resolve(`${size} B: ${error.code}`);
      const req = upload(declared ? size : undefined);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(`${res.statusCode} ${JSON.parse(text).error?.code}`));
        res.on('error', broken);
      });
      req.on('error', broken);
      const body = bigBody(size);
      const piece = 16 * 1024;
      const sendFrom = (at: number): void => {
        if (at >= size) {
          req.end();
          return;
        }
        req.write(body.subarray(at, at + piece), (error) => error || setImmediate(sendFrom, at + piece));
      };
      sendFrom(0);
    });

  test('50 concurrent uploads of 100–900 KiB, declared or chunked, each see the 413 JSON, none a broken connection', async () => {
    const sizes = Array.from({ length: 50 }, (_, i) => 100 * 1024 + i * 16 * 1024);
    const answers = await Promise.all(sizes.map((size, i) => uploadInPieces(size, i % 2 === 0)));
    expect(answers.filter((answer) => answer !== '413 payload_too_large')).toEqual([]);
  }, 60_000);

  test('a refused body past the bound is cut: the gateway stops reading long before its end', async () => {
    const declared = 64 * 1024 * 1024;
    const piece = bigBody(64 * 1024);
    const { sent, outcome } = await new Promise<{ sent: number; outcome: string }>((resolve) => {
      let sent = 0;
      const req = upload(declared);
      req.on('response', (res) => {
        resolve({ sent, outcome: String(res.statusCode) });
        req.destroy();
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ sent, outcome: error.code ?? 'error' }));
      const sendMore = (): void => {
        req.write(piece, (error) => {
          if (error) return;
          sent += piece.length;
          if (sent < declared) setImmediate(sendMore);
        });
      };
      sendMore();
    });
    expect(['413', 'EPIPE', 'ECONNRESET']).toContain(outcome);
    expect(sent).toBeLessThan(declared / 4);
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
