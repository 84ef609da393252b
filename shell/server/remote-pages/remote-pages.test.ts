import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PrerenderFile, pageConfigKeys, type RemoteRegistryEntry } from 'shared-data/core';
import { createLogger } from 'shared-data/server';
import { testRuntimeConfig } from 'shared-data/testing';
import { createRemotePages } from './remote-pages';

const file: PrerenderFile = {
  renderedAt: '2026-11-21T10:00:00.000Z',
  renderer: 'abc',
  // As the build writes it: every value markup may show (`configShownIn`), an unset one left out.
  config: Object.fromEntries(pageConfigKeys.map((key) => [key, testRuntimeConfig[key]])),
  pages: {
    '/pricing': {
      html: '<main><h1>Тарифы</h1></main>',
      css: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    },
  },
};

let server: Server;
let answer: () => [number, string];
let requests: string[] = [];
let etagOf: () => string | undefined = () => undefined;
let conditional: string[] = [];
let logged: string[] = [];
const logger = createLogger('shell', { write: (line: string) => logged.push(line) });
/** What the pages said in the log, each line read as JSON. */
const logLines = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const tag = etagOf();
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string') conditional.push(asked);
    if (tag && asked === tag) {
      response.writeHead(304).end();
      return;
    }
    if (tag) response.setHeader('etag', tag);
    const [status, body] = request.url?.endsWith('/prerender.json') ? answer() : [404, 'missing'];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  answer = () => [200, JSON.stringify(file)];
  requests = [];
  etagOf = () => undefined;
  conditional = [];
  logged = [];
});

const registry = (): RemoteRegistryEntry[] => [
  {
    name: 'marketing-app',
    manifestUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`,
  } as RemoteRegistryEntry,
];

describe('remote pages', () => {
  it("with fresh, serves each page from the remote's current file, never a stale one (npm run dev)", async () => {
    const lookup = createRemotePages(registry(), testRuntimeConfig, {
      ttlMs: 60_000,
      logger,
      fresh: true,
    }).page;
    expect((await lookup('marketing-app', '/pricing'))?.html).toBe('<main><h1>Тарифы</h1></main>');
    // A save renders the page again: the very next request shows it.
    const saved = {
      ...file,
      pages: { '/pricing': { ...file.pages['/pricing'], html: '<main><h1>Цены</h1></main>' } },
    };
    answer = () => [200, JSON.stringify(saved)];
    expect((await lookup('marketing-app', '/pricing'))?.html).toBe('<main><h1>Цены</h1></main>');
    expect(requests).toEqual(['/prerender.json', '/prerender.json']);
  });

  it("finds a page in its remote's prerender.json and keeps the file for a while", async () => {
    const lookup = createRemotePages(registry(), testRuntimeConfig, { ttlMs: 60_000, logger }).page;
    expect(await lookup('marketing-app', '/pricing')).toEqual({
      ...file.pages['/pricing'],
      renderedAt: file.renderedAt,
    });
    expect(requests).toEqual(['/prerender.json']);
  });

  it("renders again, with the remote's server bundle, a page rendered with other contacts", async () => {
    const lookup = createRemotePages(
      registry(),
      {
        ...testRuntimeConfig,
        agencyPhone: '+998 90 000 00 00',
      },
      { logger },
    ).page;
    // This remote serves no server bundle: the page goes out with its head only, and nothing throws.
    expect(await lookup('marketing-app', '/pricing')).toBeUndefined();
    expect(requests).toEqual(['/prerender.json', '/server/render.mjs']);
    expect(logLines()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'the page could not be rendered',
        app: 'marketing-app',
        path: '/pricing',
      }),
    ]);
  });

  it('renders again a page built without analytics when the server has an analytics id', async () => {
    for (const ids of [{ yandexMetricaId: '98765432' }, { ga4MeasurementId: 'G-ABC123XYZ' }]) {
      requests = [];
      const lookup = createRemotePages(registry(), { ...testRuntimeConfig, ...ids }, { logger }).page;
      expect(await lookup('marketing-app', '/pricing')).toBeUndefined();
      expect(requests).toEqual(['/prerender.json', '/server/render.mjs']);
    }
  });

  it('serves the last file while the next is fetched, keeps it while the remote fails, drops it once gone', async () => {
    const lookup = createRemotePages(registry(), testRuntimeConfig, { ttlMs: 0, logger }).page;
    expect(await lookup('marketing-app', '/pricing')).toBeDefined();
    answer = () => [500, 'down'];
    for (let i = 0; i < 3; i += 1) expect(await lookup('marketing-app', '/pricing')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logLines()).toContainEqual(
      expect.objectContaining({ level: 'warn', app: 'marketing-app', msg: 'prerender.json answered 500' }),
    );
    answer = () => [404, 'missing'];
    // The request that finds the file stale is served the last one; later ones see it gone.
    await lookup('marketing-app', '/pricing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lookup('marketing-app', '/pricing')).toBeUndefined();
  });

  it("names the page's scripts and the shared modules they take, with what the remote's copies take, while it answers, and none once it fails", async () => {
    const withScripts: PrerenderFile = {
      ...file,
      pages: {
        '/pricing': { ...file.pages['/pricing'], html: '<main></main>', css: '', chunks: ['PricingPage'] },
      },
      scripts: {
        entry: ['remoteEntry.js', 'expose.1.js'],
        chunks: { PricingPage: ['PricingPage.2.js', 'expose.1.js'], BlogPage: ['BlogPage.3.js'] },
        entryShared: ['react', 'shared-ui'],
        shared: { PricingPage: ['react-dom', 'shared-ui/forms'], BlogPage: ['sonner'] },
        provides: { 'shared-ui/forms': ['4310.js'], 'shared-data/forms': ['5858.js'], sonner: ['1583.js'] },
        providesShared: { 'shared-ui/forms': ['shared-data/forms', 'shared-ui'], sonner: ['react'] },
      },
    };
    answer = () => [200, JSON.stringify(withScripts)];
    const lookup = createRemotePages(registry(), testRuntimeConfig, { ttlMs: 0, logger }).page;
    const manifest = registry()[0]?.manifestUrl ?? '';
    const at = (name: string) => new URL(name, manifest).href;
    expect((await lookup('marketing-app', '/pricing'))?.preloads).toEqual({
      scripts: [at('remoteEntry.js'), at('expose.1.js'), at('PricingPage.2.js')],
      shared: ['react', 'shared-ui', 'react-dom', 'shared-ui/forms', 'shared-data/forms'],
      ownShared: {
        react: [],
        'shared-ui': [],
        'react-dom': [],
        'shared-ui/forms': [at('4310.js')],
        'shared-data/forms': [at('5858.js')],
      },
    });
    answer = () => [503, 'down'];
    await lookup('marketing-app', '/pricing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = await lookup('marketing-app', '/pricing');
    expect(page?.html).toBe('<main></main>');
    expect(page?.preloads).toBeUndefined();
  });

  it('names the remote’s text book of the page’s language among the page’s scripts', async () => {
    const withBooks: PrerenderFile = {
      ...file,
      pages: {
        '/pricing': { ...file.pages['/pricing'], html: '<main></main>', css: '', chunks: [] },
        '/uz/pricing': { ...file.pages['/pricing'], html: '<main>uz</main>', css: '', chunks: [] },
      },
      scripts: {
        entry: ['remoteEntry.js', 'expose.1.js'],
        chunks: { 'texts-ru-marketing-app': ['texts-ru.6.js'], 'texts-uz-marketing-app': ['texts-uz.7.js'] },
        entryShared: [],
        shared: {},
      },
    };
    answer = () => [200, JSON.stringify(withBooks)];
    const lookup = createRemotePages(registry(), testRuntimeConfig, { ttlMs: 0, logger }).page;
    const manifest = registry()[0]?.manifestUrl ?? '';
    const at = (name: string) => new URL(name, manifest).href;
    expect((await lookup('marketing-app', '/pricing'))?.preloads?.scripts).toEqual([
      at('remoteEntry.js'),
      at('expose.1.js'),
      at('texts-ru.6.js'),
    ]);
    const uzbek = await lookup('marketing-app', '/uz/pricing');
    expect(uzbek?.html).toBe('<main>uz</main>');
    expect(uzbek?.preloads?.scripts).toEqual([at('remoteEntry.js'), at('expose.1.js'), at('texts-uz.7.js')]);
  });

  it('asks with the ETag it has, so an unchanged file answers 304 and stays', async () => {
    answer = () => [200, JSON.stringify(file)];
    const lookup = createRemotePages(registry(), testRuntimeConfig, { ttlMs: 0, logger }).page;
    etagOf = () => '"v1"';
    await lookup('marketing-app', '/pricing');
    await lookup('marketing-app', '/pricing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(conditional).toContain('"v1"');
    expect(await lookup('marketing-app', '/pricing')).toEqual({
      ...file.pages['/pricing'],
      renderedAt: file.renderedAt,
    });
  });

  it('asks a remote that was not up yet again soon, not a whole refresh period later', async () => {
    const late = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(file));
    });
    await new Promise<void>((resolve) => late.listen(0, '127.0.0.1', resolve));
    const { port } = late.address() as AddressInfo;
    await new Promise((resolve) => late.close(resolve));
    const entry = { name: 'marketing-app', manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json` };
    const lookup = createRemotePages([entry as RemoteRegistryEntry], testRuntimeConfig, {
      ttlMs: 60_000,
      retryMs: 20,
      logger,
    }).page;
    expect(await lookup('marketing-app', '/pricing')).toBeUndefined();
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        app: 'marketing-app',
        msg: expect.stringContaining('prerender.json could not be fetched'),
      }),
    );
    await new Promise<void>((resolve) => late.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await lookup('marketing-app', '/pricing')).toEqual({
      ...file.pages['/pricing'],
      renderedAt: file.renderedAt,
    });
    await new Promise((resolve) => late.close(resolve));
  });

  it('gives up on a remote that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const entry = {
      name: 'digital-app',
      manifestUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mf-manifest.json`,
    } as RemoteRegistryEntry;
    const lookup = createRemotePages([entry], testRuntimeConfig, { timeoutMs: 100, logger }).page;
    const started = Date.now();
    expect(await lookup('digital-app', '/digital')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        app: 'digital-app',
        msg: expect.stringContaining('prerender.json could not be fetched'),
      }),
    );
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('a page rendered for one answer', () => {
  it('waits longer for a refused form’s page than for another render, as its typed values are in it', async () => {
    // A server bundle that takes 150 ms to render, twice the usual 75 ms allowed here.
    const slowRenderer = {
      renderPage: ({ path }: { path: string }) =>
        new Promise<{ html: string; css: string; chunks: string[] }>((resolve) =>
          setTimeout(() => resolve({ html: `<main>${path}</main>`, css: '', chunks: [] }), 150),
        ),
    };
    const pages = createRemotePages(registry(), testRuntimeConfig, {
      renderTimeoutMs: 75,
      logger,
      renderers: async () => slowRenderer as never,
    });
    const data = { form: { id: 'consultation', values: {}, errors: {} } } as never;
    expect(await pages.render('marketing-app', '/?code=LOLA15', data)).toBeUndefined();
    expect(await pages.renderOnce('marketing-app', '/', data)).toMatchObject({ html: '<main>/</main>' });
  });
});
