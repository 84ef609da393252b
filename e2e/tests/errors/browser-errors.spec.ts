import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readToolEnv } from '../../../tools/env';
import { localSite, Site } from '../../../tools/launch/site';
import { readChunkFiles } from '../../../tools/webpack/chunk-files-plugin';
import { repoRoot } from '../../../tools/webpack/shared-modules';
import { pointAtThePage } from '../../visitor';

// A site of its own (its environment names SENTRY_DSN), on ports away from the other tests' sites.
const base = readToolEnv().E2E_ERRORS_PORT_BASE;

/** A stand-in for Sentry's ingest: records the envelopes posted to `/api/<project>/envelope/`. */
async function startSentryCapture() {
  const envelopes: { path: string; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST')
        envelopes.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, envelopes, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('an uncaught error in the page reaches Sentry; the SDK is not fetched in the first load', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sentry = await startSentryCapture();
  const work = mkdtempSync(join(tmpdir(), 'agency-errors-'));
  const { ports, env } = localSite(base, work);
  env.SENTRY_DSN = `http://publickey@127.0.0.1:${sentry.port}/42`;
  const logs: string[] = [];
  const site = new Site({ env, log: (piece, line) => logs.push(`${piece}: ${line}`) });
  try {
    await site.startAll();
    const scripts: { url: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), afterLoad: loaded });
    });
    // The files of the shell's `error-reports` chunk group: Sentry's SDK and the code that starts it.
    const sdkFiles = readChunkFiles(join(repoRoot, 'shell/dist')).groups['error-reports'] ?? [];
    expect(sdkFiles.length).toBeGreaterThan(0);
    const sdk = () => scripts.filter((script) => sdkFiles.some((file) => script.url.endsWith(`/${file}`)));

    await page.goto(`http://localhost:${ports.shell}/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(sdk().filter((script) => !script.afterLoad)).toEqual([]);
    // The page's code, whose errors are reported, runs as the visitor reaches for the page.
    await pointAtThePage(page);

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Кнопка сломалась: e2e');
      });
    });
    await expect
      .poll(() => sentry.envelopes.find((envelope) => envelope.body.includes('Кнопка сломалась: e2e')), {
        timeout: 20_000,
      })
      .toBeDefined();
    const envelope = sentry.envelopes.find((item) => item.body.includes('Кнопка сломалась: e2e'));
    expect(envelope?.path).toMatch(/^\/api\/42\/envelope\/\?/);
    const event = JSON.parse(envelope?.body.split('\n')[2] ?? '{}');
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'Кнопка сломалась: e2e' });
    expect(sdk().map((script) => script.afterLoad)).toEqual(sdkFiles.map(() => true));
  } catch (error) {
    console.error(logs.slice(-60).join('\n'));
    throw error;
  } finally {
    await site.stopAll();
    await sentry.close();
    rmSync(work, { recursive: true, force: true });
  }
});
