import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { openBridge } from '../admin-commands/bridge';
import type { Db } from '../db/port';
import { createGateway } from '../gateway/app';
import { memoryLogger, testEnv } from './fixtures';

/**
 * The running site as `npm run admin` meets it on the embedded database: a gateway on `site` over real HTTP, with
 * its bridge file in `dataDir`. `close` stops it and removes the file.
 */
export async function startBridgedGateway(site: Db, dataDir: string) {
  let gateway: Hono | undefined;
  const server = createServer(
    getRequestListener((req, env) => gateway?.fetch(req, env) ?? new Response(null, { status: 503 })),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const bridge = openBridge(dataDir, `http://127.0.0.1:${port}`);
  gateway = createGateway({
    db: site,
    env: testEnv(),
    logger: memoryLogger().logger,
    adminBridgeKey: bridge.key,
  });
  return {
    port,
    close: async () => {
      bridge.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
