import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createLogger, readServerEnv } from 'shared-data/server';
import { writeShellBuild } from './document/test-shell-build';
import { createRemoteServer } from './remote-server';
import { createShellServer } from './shell-server';

/** What Chromium sends, what a client without Brotli sends, and a client that asks for no encoding. */
const chromium = 'gzip, deflate, br, zstd';
const withoutBrotli = 'gzip, deflate';

const chunkName = 'react-dom.0123456789.js';
const chunk = `var chunk = ${JSON.stringify('Консультация бесплатно. '.repeat(400))};`;
const entryName = 'main.js';
const entry = `var entry = ${JSON.stringify('single-spa '.repeat(300))};`;

const iconName = 'favicon.svg';
const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';

/** A built file with the copies the build writes beside it. */
function writeBuilt(dir: string, name: string, text: string) {
  writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
}

const get =
  (app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }) =>
  (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...init.headers,
      },
    });

const decoded = async (response: Response) => {
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

const logger = createLogger('test', { write: () => undefined });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  writeBuilt(dir, chunkName, chunk);
  writeBuilt(dir, entryName, entry);
  writeFileSync(join(dir, iconName), icon);
  writeShellBuild(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const servers = {
  'a remote’s server': () => createRemoteServer(() => [dir], logger),
  'the shell’s server': () => createShellServer(readServerEnv({}), dir, { logger }),
};

describe.each(Object.entries(servers))('%s', (_, server) => {
  it('hands each client the copy it accepts: Brotli, else gzip, else the file itself', async () => {
    const request = get(server());
    const answers = {
      br: await request(`/${chunkName}`, chromium),
      gzip: await request(`/${chunkName}`, withoutBrotli),
      identity: await request(`/${chunkName}`),
    };
    expect(answers.br.headers.get('content-encoding')).toBe('br');
    expect(answers.gzip.headers.get('content-encoding')).toBe('gzip');
    expect(answers.identity.headers.get('content-encoding')).toBeNull();
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(answer.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Never revalidated, so no validator.
      expect(answer.headers.get('last-modified')).toBeNull();
      expect(await decoded(answer)).toBe(chunk);
    }
    expect(Number(answers.br.headers.get('content-length'))).toBe(
      statSync(join(dir, `${chunkName}.br`)).size,
    );
    expect(Number(answers.br.headers.get('content-length'))).toBeLessThan(
      Number(answers.gzip.headers.get('content-length')),
    );
  });

  it('keeps an entry file revalidated whichever copy it sends', async () => {
    const answer = await get(server())(`/${entryName}`, chromium);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await decoded(answer)).toBe(entry);
  });

  it('answers HEAD with the headers of the copy GET would send and no body', async () => {
    const answer = await get(server())(`/${chunkName}`, chromium, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-length')).toBe(String(statSync(join(dir, `${chunkName}.br`)).size));
    expect((await answer.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends a script only the security headers that act on a script, and any other file a do-nothing policy', async () => {
    const request = get(server());
    const script = await request(`/${chunkName}`, chromium);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toMatch(/^(same|cross)-origin$/);
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-xss-protection',
    ]) {
      expect(script.headers.get(pageOnly)).toBeNull();
    }
    const other = await request(`/${iconName}`);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-content-type-options')).toBe('nosniff');
    expect(other.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('still answers a missing script 404', async () => {
    const answer = await get(server())('/gone.0123456789.js', chromium);
    expect(answer.status).toBe(404);
  });
});

describe('a remote’s server', () => {
  const request = () => get(createRemoteServer(() => [dir], logger));

  it('lets the shell’s pages load the copy from another origin', async () => {
    const answer = await request()(`/${chunkName}`, chromium, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('tags each copy of a file it revalidates with its own ETag, and a hashed chunk with none', async () => {
    const br = (await request()(`/${entryName}`, chromium)).headers.get('etag');
    const gzip = (await request()(`/${entryName}`, withoutBrotli)).headers.get('etag');
    expect(br).toBeTruthy();
    expect(br).not.toBe(gzip);
    const again = await request()(`/${entryName}`, chromium, { headers: { 'if-none-match': br ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await request()(`/${chunkName}`, chromium)).headers.get('etag')).toBeNull();
  });
});

describe('the shell’s server', () => {
  it('compresses the pages it renders per request with Brotli, else gzip, else not at all', async () => {
    const app = createShellServer(readServerEnv({}), dir, { logger });
    const answers = {
      br: await get(app)('/no-such-page', chromium),
      brOnly: await get(app)('/no-such-page', 'br'),
      anything: await get(app)('/no-such-page', 'identity, *;q=0.5'),
      gzip: await get(app)('/no-such-page', withoutBrotli),
      refused: await get(app)('/no-such-page', 'gzip, br;q=0'),
      identity: await get(app)('/no-such-page'),
    };
    expect(answers.br.headers.get('content-encoding')).toBe('br');
    expect(answers.brOnly.headers.get('content-encoding')).toBe('br');
    expect(answers.anything.headers.get('content-encoding')).toBe('br');
    expect(answers.gzip.headers.get('content-encoding')).toBe('gzip');
    expect(answers.refused.headers.get('content-encoding')).toBe('gzip');
    expect(answers.identity.headers.get('content-encoding')).toBeNull();
    const pages = await Promise.all(Object.values(answers).map((answer) => decoded(answer)));
    expect(pages[0]).toContain('<html');
    for (const page of pages) expect(page).toBe(pages[0]);
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-length')).toBeNull();
    }
    for (const answer of [answers.br, answers.gzip]) {
      expect(answer.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1);
    }
  });

  it('sends a HEAD of a page without a body, and its JSON answers as readable as its pages', async () => {
    const app = createShellServer(readServerEnv({}), dir, { logger });
    const head = await get(app)('/no-such-page', chromium, { method: 'HEAD' });
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const registry = await get(app)('/remotes.json', chromium);
    expect(JSON.parse(await decoded(registry))).toEqual(expect.any(Array));
  });

  it('keeps the page headers on its pages and its own scripts same-origin', async () => {
    const app = createShellServer(readServerEnv({}), dir, { logger });
    const page = await get(app)('/no-such-page', chromium);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const script = await get(app)(`/${chunkName}`, chromium);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('allows the consent bar’s inline script by its hash, and carries it, only when an analytics id is set', async () => {
    const pageOf = async (env: Record<string, string>) => {
      const page = await get(createShellServer(readServerEnv(env), dir, { logger }))('/no-such-page');
      return { policy: page.headers.get('content-security-policy') ?? '', html: await page.text() };
    };
    const without = await pageOf({});
    expect(without.policy).toContain("'sha256-test'");
    expect(without.policy).not.toContain('sha256-consent');
    expect(without.html).not.toContain('use consent');
    const withId = await pageOf({ YANDEX_METRICA_ID: '98765432' });
    expect(withId.policy).toContain("'sha256-test' 'sha256-consent'");
    expect(withId.html).toContain('<script>"use strict";</script>\n    <script>"use consent";</script>');
  });
});
