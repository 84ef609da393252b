import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { contractEnv, functionsContract } from '../test/contract';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, testEnv } from '../test/fixtures';
import { createGateway } from './app';

describeEachDatabase('the local gateway over HTTP keeps the functions contract', (ctx) => {
  let server: ServerType | undefined;
  let origin = '';
  beforeAll(async () => {
    const app = createGateway({ db: ctx.db, env: testEnv(contractEnv), logger: memoryLogger().logger });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  functionsContract(() => ({ origin, db: ctx.db }));
});
