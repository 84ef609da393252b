import { createServer } from 'node:http';
import { idleConnectionMs, keepIdleConnections } from './idle-connections';

test('a server keeps an idle keep-alive connection past the proxies’ 60 s, its headers’ timeout longer still', () => {
  const server = createServer();
  expect(server.keepAliveTimeout).toBe(5000);
  keepIdleConnections(server);
  expect(server.keepAliveTimeout).toBe(idleConnectionMs);
  expect(idleConnectionMs).toBeGreaterThan(60_000);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
