import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PageData, type RouteEntry, remoteNames, routeTable } from 'shared-data/core';
import { createLogger, readServerEnv, remoteEnvNames } from 'shared-data/server';
import { writeShellBuild } from '../document/test-shell-build';
import { freePort, startRemotes } from '../lead-posts/test-site';
import type { Renderer } from '../remote-pages/remote-renderers';
import { createShellServer } from '../shell-server';
import type { PageDataHook } from './page-data-hooks';

/** A parameter page the route table does not have, in another remote than the referral landing's. */
const casePage: RouteEntry = {
  path: '/digital/cases/:caseId',
  app: 'digital-app',
  page: 'DigitalHomePage',
  meta: { title: 'Кейс студии', description: 'Один проект студии от задачи до запуска.', keywords: ['кейс'] },
};

let work: string;
let remotes: Server;
let renders: { app: string; path: string; data: PageData | undefined }[];
let asked: Parameters<PageDataHook>[0][];

/** The referral landing's hook as a test gives it: a known ambassador for every id but `nobody-here`. */
const referral: PageDataHook = async (request) => {
  asked.push(request);
  const { referralId = '' } = request.params;
  if (referralId === 'nobody-here') return { meta: request.meta };
  return {
    meta: { ...request.meta, title: `Приглашение от ${referralId}` },
    data: { referral: { referralId, info: { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15' } } },
  };
};

async function site() {
  const remotesPort = (remotes.address() as { port: number }).port;
  const env = readServerEnv({
    SITE_URL: 'http://localhost:3000',
    SUPABASE_URL: `http://127.0.0.1:${await freePort()}`,
    DATA_DIR: join(work, 'data'),
    SKIP_ENV_FILE: '1',
    ...Object.fromEntries(
      remoteNames.map((name) => [
        remoteEnvNames(name).url,
        `http://127.0.0.1:${remotesPort}/${name}/mf-manifest.json`,
      ]),
    ),
  });
  const renderer = (app: string): Renderer => ({
    renderPage: async ({ path, data }) => {
      // The render's own time rides with the data; what the page was given is the rest.
      const { renderedAt: _, ...given } = data ?? {};
      renders.push({ app, path, data: given });
      return { html: `<main><h1>Отрисовано сервером: ${path}</h1></main>`, css: '' };
    },
  });
  return createShellServer(env, work, {
    logger: createLogger('shell', { write: () => undefined }),
    renderers: async (app) => renderer(app),
    routes: [...routeTable, casePage],
    pageDataHooks: { referral },
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'parameter-pages-'));
  writeShellBuild(work);
  remotes = await startRemotes();
});

beforeEach(() => {
  renders = [];
  asked = [];
});

afterAll(async () => {
  await new Promise((resolve) => remotes.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

test('a parameter page added to another remote is rendered on the server with its head, from its address', async () => {
  const app = await site();
  const answer = await app.request('/digital/cases/%D0%BA%D0%B0%D1%84%D0%B5-42');
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(titleOf(html)).toContain('Кейс студии');
  expect(html).toContain('Один проект студии от задачи до запуска.');
  expect(html).toContain(
    '<link rel="canonical" href="http://localhost:3000/digital/cases/%D0%BA%D0%B0%D1%84%D0%B5-42"',
  );
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('Отрисовано сервером: /digital/cases/%D0%BA%D0%B0%D1%84%D0%B5-42');
  expect(renders).toEqual([
    { app: 'digital-app', path: '/digital/cases/%D0%BA%D0%B0%D1%84%D0%B5-42', data: {} },
  ]);
  expect(asked).toEqual([]);
});

test('the referral landing gets its data and head from the hook its route names, with the parameter decoded', async () => {
  const app = await site();
  const html = await (await app.request('/referral/lola-%F0%9F%8C%B7?code=LOLA15')).text();
  expect(asked.map(({ params, meta }) => [params, meta.title])).toEqual([
    [
      { referralId: 'lola-🌷' },
      routeTable.find((route) => route.path === '/referral/:referralId')?.meta.title,
    ],
  ]);
  expect(titleOf(html)).toContain('Приглашение от lola-🌷');
  expect(html).toContain('Отрисовано сервером: /referral/lola-%F0%9F%8C%B7?code=LOLA15');
  expect(renders.map(({ app: remote, data }) => [remote, data])).toEqual([
    [
      'ambassador-app',
      {
        referral: {
          referralId: 'lola-🌷',
          info: { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15' },
        },
      },
    ],
  ]);
});

test('a hook that finds no data leaves the page to the browser: its head alone, no markup', async () => {
  const app = await site();
  const html = await (await app.request('/ambassador/nobody-here')).text();
  expect(asked).toHaveLength(1);
  expect(renders).toEqual([]);
  expect(html).not.toContain('Отрисовано сервером');
  expect(titleOf(html)).toContain(
    routeTable.find((route) => route.path === '/ambassador/:referralId')?.meta.title,
  );
});
