import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  chunkFilesName,
  type PrerenderFile,
  prerenderFileName,
  type RemoteName,
  serverRendererPath,
} from 'shared-data/core';
import { readServerEnvOrExit } from 'shared-data/server';
import { repoRoot } from '../webpack/shared-modules';
import { type AppDevServer, startAppDevServer } from './app-dev-server';
import { pageEvents, pagesChangedOutsideIslands } from './page-reloads';
import type { PageRenderJob } from './page-render-worker';

/**
 * `npm run dev`'s remote: `tsx tools/dev/remote.ts <remote>` compiles and serves it on its usual port, writing its
 * build into `.tmp/dev/<remote>-<PORT>`. After each compilation its pages are rendered in Node again into that folder,
 * as a build renders them, so the shell serves them server-rendered and their islands hydrate as in production. An
 * open page whose markup outside its islands changed is told to reload (`page-reloads.ts`); its islands are updated
 * in place.
 */
const name = process.argv[2] as RemoteName;
const env = readServerEnvOrExit(repoRoot);
const port = env.ports[name];
const dir = join(repoRoot, name);
const outDir = join(repoRoot, `.tmp/dev/${name}-${port}`);
const releaseId = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const rendersPages = existsSync(join(dir, 'src/server.tsx'));

let devServer: AppDevServer | undefined;
const events = pageEvents(() => devServer?.follow());
const job: PageRenderJob = { name, dir, outDir, releaseId, config: env.runtime };
const renderer = rendersPages
  ? fork(join(repoRoot, 'tools/dev/page-render-worker.ts'), [JSON.stringify(job)], {
      execArgv: ['--import', 'tsx'],
    })
  : undefined;
/** One render of the pages, in their own process. */
const renderInWorker = () =>
  new Promise<void>((resolve, reject) => {
    renderer?.once('message', (failure) => (failure ? reject(new Error(String(failure))) : resolve()));
    renderer?.send('render');
  });
const renderedPages = (): PrerenderFile['pages'] => {
  const file = join(outDir, prerenderFileName);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderFile).pages : {};
};

/** Renders the pages after a compilation; saves made meanwhile render once more when it ends. */
let rendering: Promise<void> | undefined;
let again = false;
const renderPages = () => {
  if (rendering) {
    again = true;
    return;
  }
  const before = renderedPages();
  rendering = renderInWorker()
    .then(
      () => events.send(pagesChangedOutsideIslands(before, renderedPages())),
      (error: Error) => console.error(`${name}: pages not rendered: ${error.message}`),
    )
    .finally(() => {
      rendering = undefined;
      if (again) {
        again = false;
        renderPages();
      }
    });
};

/** The pages as the last save left them: compiled, then rendered. */
const pagesSettled = async () => {
  await devServer?.compiled();
  while (rendering) await rendering;
};
const renderedFiles = [`/${prerenderFileName}`, `/${serverRendererPath}`];
const freshPages = {
  name: 'fresh-pages',
  middleware: (request: IncomingMessage, _response: unknown, next: () => void) => {
    if (renderedFiles.some((file) => request.url?.startsWith(file))) void pagesSettled().then(next);
    else next();
  },
};

devServer = await startAppDevServer(name, {
  port,
  env,
  releaseId,
  writeTo: outDir,
  // Its scripts are served from memory; rendering its pages needs only the list of its chunks on disk.
  writes: (file) => file.endsWith(`/${chunkFilesName}`),
  ...(rendersPages
    ? {
        onBuilt: renderPages,
        middlewares: [...events.middlewares, freshPages],
        openPages: events.open,
      }
    : {}),
});
console.log(
  `${name} (dev) on http://localhost:${port}: rebuilt on change, components updated in the open page`,
);
