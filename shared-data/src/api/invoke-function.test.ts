/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInvokeFunction } from './invoke-function';

describe('createInvokeFunction', () => {
  let server: Server;
  let url: string;
  const seen: { path?: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ path: req.url, headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        if (req.url?.endsWith('/fails')) {
          res.statusCode = 400;
          res.end(
            JSON.stringify({
              error: { code: 'validation_failed', message: 'Ошибка', fields: { code: 'x' } },
            }),
          );
        } else if (req.url?.endsWith('/broken')) {
          res.statusCode = 502;
          res.setHeader('content-type', 'text/html');
          res.end('<html>bad gateway</html>');
        } else {
          res.end(JSON.stringify({ valid: true, discount_percent: 15 }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts JSON with the anon key headers and returns the data', async () => {
    const invoke = createInvokeFunction({ functionsUrl: url, anonKey: 'anon-123' });
    await expect(invoke('check-promo-code', { code: 'A1' })).resolves.toEqual({
      data: { valid: true, discount_percent: 15 },
    });
    const request = seen.at(-1);
    expect(request?.path).toBe('/functions/v1/check-promo-code');
    expect(request?.headers.apikey).toBe('anon-123');
    expect(request?.headers.authorization).toBe('Bearer anon-123');
    expect(JSON.parse(request?.body ?? '')).toEqual({ code: 'A1' });
  });

  it('turns a JSON error answer into a FunctionError', async () => {
    const invoke = createInvokeFunction({ functionsUrl: url, anonKey: 'k' });
    await expect(invoke('fails', {})).resolves.toEqual({
      error: { status: 400, code: 'validation_failed', message: 'Ошибка', fields: { code: 'x' } },
    });
  });

  it('gives a Russian message for non-JSON errors and for a dead server', async () => {
    const invoke = createInvokeFunction({ functionsUrl: url, anonKey: 'k' });
    const broken = await invoke('broken', {});
    expect(broken).toEqual({ error: expect.objectContaining({ status: 502, code: 'http_error' }) });
    const dead = createInvokeFunction({ functionsUrl: 'http://127.0.0.1:9', anonKey: 'k' });
    await expect(dead('check-promo-code', {})).resolves.toEqual({
      error: expect.objectContaining({ status: 0, code: 'network_error' }),
    });
  });

  it('asks for answers in the page’s language and words its own failures in it', async () => {
    // An Uzbek page, as far as the call can tell: it reads the address's path.
    const global = globalThis as { window?: unknown };
    global.window = { location: { pathname: '/uz/pricing' } };
    try {
      const invoke = createInvokeFunction({ functionsUrl: url, anonKey: 'k' });
      await invoke('check-promo-code', { code: 'A1' });
      expect(seen.at(-1)?.headers['accept-language']).toBe('uz');
      await expect(invoke('broken', {})).resolves.toEqual({
        error: {
          status: 502,
          code: 'http_error',
          message: 'Arizani yuborishda xatolik yuz berdi. Qaytadan urinib ko‘ring.',
        },
      });
      const dead = createInvokeFunction({ functionsUrl: 'http://127.0.0.1:9', anonKey: 'k' });
      await expect(dead('check-promo-code', {})).resolves.toEqual({
        error: {
          status: 0,
          code: 'network_error',
          message: 'Server bilan aloqa yo‘q. Internetga ulanishni tekshiring va qaytadan urinib ko‘ring.',
        },
      });
    } finally {
      delete global.window;
    }
    const russian = createInvokeFunction({ functionsUrl: url, anonKey: 'k' });
    await russian('check-promo-code', { code: 'A1' });
    expect(seen.at(-1)?.headers['accept-language']).toBe('ru');
  });
});
