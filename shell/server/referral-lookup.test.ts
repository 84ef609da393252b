import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, functionsServerKeyHeader, readServerEnv } from 'shared-data/server';
import { testRuntimeConfig } from 'shared-data/testing';
import { writeShellBuild } from './document/test-shell-build';
import { createReferralLookup, unknownReferral } from './referral-lookup';
import { createShellServer } from './shell-server';

const lola = { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15-7KQ3XWP' };

let functions: Server;
let answer: (id: string) => [number, unknown] | 'silent';
let asked: { id: string; headers: Record<string, string | string[] | undefined> }[] = [];
let distDir: string;

beforeAll(async () => {
  functions = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const id = (JSON.parse(body) as { referral_id: string }).referral_id;
      asked.push({ id, headers: request.headers });
      const reply = answer(id);
      if (reply === 'silent') return;
      response.writeHead(reply[0], { 'content-type': 'application/json' }).end(JSON.stringify(reply[1]));
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  distDir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeShellBuild(distDir);
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
  functions.closeAllConnections();
  return new Promise((resolve) => functions.close(resolve));
});
beforeEach(() => {
  asked = [];
  answer = (id) =>
    id === 'k3m9x2p7qa' ? [200, lola] : [404, { error: { code: 'not_found', message: 'нет' } }];
});

const functionsUrl = () => `http://127.0.0.1:${(functions.address() as AddressInfo).port}`;
const config = () => ({ ...testRuntimeConfig, functionsUrl: functionsUrl() });

describe('createReferralLookup', () => {
  it('asks referral-info as the browser does and keeps the answer', async () => {
    const lookUp = createReferralLookup(config());
    expect(await lookUp('k3m9x2p7qa')).toEqual({ known: true, info: lola });
    expect(await lookUp('k3m9x2p7qa')).toEqual({ known: true, info: lola });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.apikey).toBe(testRuntimeConfig.anonKey);
    expect(asked[0]?.headers['content-type']).toBe('application/json');
    expect(asked[0]?.headers[functionsServerKeyHeader]).toBeUndefined();
  });

  it('sends the server key when it has one', async () => {
    await createReferralLookup(config(), { serverKey: 'server-key' })('k3m9x2p7qa');
    expect(asked[0]?.headers[functionsServerKeyHeader]).toBe('server-key');
  });

  it('gives the generic offer for an unknown id, and remembers it is unknown', async () => {
    const forgotten: string[] = [];
    const lookUp = createReferralLookup(config(), { onUnknown: (id) => forgotten.push(id) });
    for (let i = 0; i < 3; i += 1)
      expect(await lookUp('zzzzzzzzzz')).toEqual({ known: false, info: unknownReferral });
    expect(asked.map(({ id }) => id)).toEqual(['zzzzzzzzzz']);
    expect(forgotten).toEqual(['zzzzzzzzzz']);
  });

  it('asks nothing about an id no registration makes: malformed, upper case, or an erased one', async () => {
    const lookUp = createReferralLookup(config());
    const ids = [
      'unknown000',
      'made-up-1',
      'K3M9X2P7QA',
      'k3m9x2p7q',
      'k3m9x2p7qa0',
      'erased-42',
      '../k3m9x2p',
      '',
    ];
    for (const id of ids) expect(await lookUp(id)).toEqual({ known: false, info: unknownReferral });
    expect(asked).toEqual([]);
  });

  it('asks once for an id however many ask at the same time', async () => {
    const lookUp = createReferralLookup(config());
    const answers = await Promise.all(Array.from({ length: 5 }, () => lookUp('k3m9x2p7qa')));
    expect(answers).toEqual(Array(5).fill({ known: true, info: lola }));
    expect(asked).toHaveLength(1);
  });

  it('asks only when the request may spend, and still gives what it keeps', async () => {
    const lookUp = createReferralLookup(config());
    expect(await lookUp('k3m9x2p7qa', () => false)).toBeUndefined();
    expect(asked).toEqual([]);
    await lookUp('k3m9x2p7qa');
    expect(await lookUp('k3m9x2p7qa', () => false)).toEqual({ known: true, info: lola });
    expect(asked).toHaveLength(1);
  });

  it('keeps an answer a minute from when it was asked for, so no name outlives an erasure by more', async () => {
    let clock = 1_000_000;
    const lookUp = createReferralLookup(config(), { now: () => clock });
    await lookUp('k3m9x2p7qa');
    clock += 60_000;
    await lookUp('k3m9x2p7qa');
    expect(asked).toHaveLength(1);
    answer = () => [404, { error: { code: 'not_found', message: 'нет' } }];
    clock += 1;
    expect(await lookUp('k3m9x2p7qa')).toEqual({ known: false, info: unknownReferral });
    expect(asked).toHaveLength(2);
  });

  it('gives nothing, and keeps nothing, while the functions fail or are slow', async () => {
    const lookUp = createReferralLookup(config(), { timeoutMs: 100 });
    answer = () => [500, { error: { code: 'internal', message: 'x' } }];
    expect(await lookUp('k3m9x2p7qa')).toBeUndefined();
    answer = () => 'silent';
    expect(await lookUp('k3m9x2p7qa')).toBeUndefined();
    answer = () => [200, lola];
    expect(await lookUp('k3m9x2p7qa')).toEqual({ known: true, info: lola });
  });
});

describe('the head of a referral landing', () => {
  // No remote runs here: the shell says so in its log and renders the head without markup.
  const shell = () =>
    createShellServer(
      readServerEnv({ SITE_URL: 'https://agency.example.uz', SUPABASE_URL: functionsUrl() }),
      distDir,
      { logger: createLogger('shell', { write: () => undefined }) },
    );

  it('names the inviter in the title and the link preview, and is not for search engines', async () => {
    const html = await (await shell().request('/referral/k3m9x2p7qa?code=LOLA15-7KQ3XWP')).text();
    expect(html).toContain('<title>Специальное предложение от Лолы</title>');
    expect(html).toContain('<meta property="og:description" content="Скидка 15% от Лолы на все тарифы');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<link rel="canonical" href="https://agency.example.uz/referral/k3m9x2p7qa" />');
  });

  it('is the generic page, 200 and noindex, for an unknown id', async () => {
    const response = await shell().request('/ambassador/unknown000');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Специальное предложение</title>');
    expect(html).not.toContain('Лол');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});
