import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RemoteRegistryEntry, testRuntimeConfig } from 'shared-data';
import { createPrerenderedPages, type PrerenderFile, withPrerenderedPage } from './prerendered-pages';

const file: PrerenderFile = {
  renderedAt: '2026-11-21T10:00:00.000Z',
  inputs: 'abc',
  config: { agencyPhone: testRuntimeConfig.agencyPhone },
  pages: { '/pricing': { html: '<main><h1>Тарифы</h1></main>', css: '.a{color:red}' } },
};

let server: Server;
let answer: () => [number, string];
let requests = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    const [status, body] = answer();
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  answer = () => [200, JSON.stringify(file)];
  requests = 0;
});

const registry = (): RemoteRegistryEntry[] => [
  {
    name: 'marketing-app',
    manifestUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`,
  } as RemoteRegistryEntry,
];

describe('prerendered pages', () => {
  it("finds a page in its remote's prerender.json and keeps the file for a while", async () => {
    const lookup = createPrerenderedPages(registry(), testRuntimeConfig, { ttlMs: 60_000 });
    expect(await lookup('marketing-app', '/pricing')).toEqual(file.pages['/pricing']);
    expect(await lookup('marketing-app', '/services')).toBeUndefined();
    expect(requests).toBe(1);
  });

  it('serves nothing rendered with other contacts than the server runs with', async () => {
    const lookup = createPrerenderedPages(registry(), {
      ...testRuntimeConfig,
      agencyPhone: '+998 90 000 00 00',
    });
    expect(await lookup('marketing-app', '/pricing')).toBeUndefined();
  });

  it('keeps the last file while the remote fails, and has none when the remote never had one', async () => {
    const lookup = createPrerenderedPages(registry(), testRuntimeConfig, { ttlMs: 0 });
    expect(await lookup('marketing-app', '/pricing')).toBeDefined();
    answer = () => [500, 'down'];
    expect(await lookup('marketing-app', '/pricing')).toBeDefined();
    answer = () => [404, 'missing'];
    expect(await lookup('marketing-app', '/pricing')).toBeUndefined();
  });

  it('gives up on a remote that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const entry = {
      name: 'digital-app',
      manifestUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mf-manifest.json`,
    } as RemoteRegistryEntry;
    const lookup = createPrerenderedPages([entry], testRuntimeConfig, { timeoutMs: 100 });
    const started = Date.now();
    expect(await lookup('digital-app', '/digital')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("puts the markup into the app's element and the styles into the head, verbatim", () => {
    const template =
      '<html><head><title>t</title></head><body><div id="app-marketing-app"></div><div id="app-digital-app"></div></body></html>';
    const html = withPrerenderedPage(template, 'marketing-app', '/pricing', {
      html: '<p>$& 100 $</p>',
      css: '.a::after{content:"</style>"}',
    });
    expect(html).toContain(
      '<div id="app-marketing-app"><div data-prerendered="/pricing"><p>$& 100 $</p></div></div><div id="app-digital-app"></div>',
    );
    expect(html).toContain('<style data-prerendered-css>.a::after{content:"<\\/style>"}</style>');
  });
});
