import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from 'shared-data/server';
import { createRemoteServer } from './remote-server';

test('a remote’s server writes one JSON line per file asked for, with the request id it answers', async () => {
  const root = mkdtempSync(join(tmpdir(), 'remote-dist-'));
  writeFileSync(join(root, 'remoteEntry.js'), 'var remote;');
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('marketing-app', { write: (line: string) => lines.push(JSON.parse(line)) });
  try {
    const app = createRemoteServer(() => [root], logger);
    const found = await app.request('/remoteEntry.js?v=1', { headers: { 'x-request-id': 'chunk-7' } });
    const missing = await app.request('/gone.js');
    expect([found.status, missing.status]).toEqual([200, 404]);
    expect(found.headers.get('x-request-id')).toBe('chunk-7');
    expect(lines).toEqual([
      expect.objectContaining({
        service: 'marketing-app',
        method: 'GET',
        path: '/remoteEntry.js',
        status: 200,
        requestId: 'chunk-7',
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        path: '/gone.js',
        status: 404,
        requestId: missing.headers.get('x-request-id'),
      }),
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
