/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInvokeFunction } from './invoke-function';

// The functions client's chunk fails to arrive once, as on a network blip, then arrives.
let mockClientLoads = 0;
jest.mock('@supabase/functions-js', () => {
  mockClientLoads += 1;
  if (mockClientLoads === 1) throw new Error('Loading chunk 417 failed');
  return jest.requireActual('@supabase/functions-js');
});

describe('createInvokeFunction when its client did not load', () => {
  it('answers a network error the visitor can read, and fetches the client again on the next call', async () => {
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const invoke = createInvokeFunction({ functionsUrl: url, anonKey: 'anon' });
      await expect(invoke('submit-application', {})).resolves.toEqual({
        error: {
          status: 0,
          code: 'network_error',
          message: 'Нет связи с сервером. Проверьте подключение и попробуйте еще раз.',
        },
      });
      await expect(invoke('submit-application', {})).resolves.toEqual({ data: { ok: true } });
      expect(mockClientLoads).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
