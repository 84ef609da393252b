import { join } from 'node:path';
import type { ServerEnv } from 'shared-data/server';
import webpack from 'webpack';
import WebpackDevServer, { type Middleware } from 'webpack-dev-server';
import { type AppName, createAppConfig } from '../webpack/create-config';
import { repoRoot } from '../webpack/shared-modules';

export interface AppDevServerOptions {
  /** Where webpack-dev-server listens; its live-reload socket is `ws://localhost:<port>/ws`. */
  port: number;
  /** The configuration the dev process read at its start; its servers bind `env.host`. */
  env: ServerEnv;
  /**
   * The build's folder on disk, whose other files are served too (a remote's rendered pages are written there). The
   * dev server serves the build from memory and writes to disk only what `writes` allows, all by default.
   */
  writeTo?: string;
  /** Which files of the build go to disk: the shell's server reads all of its, a remote's renders its chunk list. */
  writes?: (file: string) => boolean;
  /** The build's release id, which its server-rendered pages carry too. */
  releaseId?: string;
  /** After every successful compilation. */
  onBuilt?: () => void;
  /** More handlers of the dev server, before its own. */
  middlewares?: readonly Middleware[];
  /** How many pages of the app are open besides those running its scripts (which hold its hot-update socket). */
  openPages?: () => number;
}

/** The hot-update socket of an app's dev server, which the site's pages may connect to. */
export const liveReloadOrigin = (port: number) => `ws://localhost:${port}`;

/** What `startAppDevServer` gives: the dev server, and whether its build is being brought up to date. */
export interface AppDevServer {
  server: WebpackDevServer;
  /** Resolves once no compilation is due or running. */
  compiled: () => Promise<void>;
  /** Looks again whether a page is open (see `openPages`): compiles while one is, collects saves while none is. */
  follow: () => void;
}

/**
 * One app compiled in development mode by webpack-dev-server, rebuilt on every change in its sources or the shared
 * packages it imports (`shared-ui`, `shared-data` are compiled from source). Each rebuild updates the open page in
 * place where it can and reloads it where it cannot. Source maps without eval, because the site's pages forbid eval.
 *
 * A remote compiles only while a page of it is open (its hot-update socket has a client, or `openPages` counts one)
 * or while it is asked for a file: otherwise a save to a shared package compiles every app at once, which on two cores
 * takes four times as long as the one app the open page needs. Saves made meanwhile are compiled when a page comes
 * back.
 */
export async function startAppDevServer(name: AppName, options: AppDevServerOptions): Promise<AppDevServer> {
  const config = createAppConfig({
    name,
    dir: join(repoRoot, name),
    mode: 'development',
    env: options.env,
    hotUpdates: true,
    ...(options.writeTo ? { outputPath: options.writeTo } : {}),
    ...(options.releaseId ? { releaseId: options.releaseId } : {}),
  });
  config.devtool = 'cheap-module-source-map';
  const compiler = webpack(config);

  // Due: a saved file the build has not taken yet; running: a compilation under way.
  let due = true;
  let running = false;
  const waiting: (() => void)[] = [];
  compiler.hooks.invalid.tap('dev-site', () => {
    due = true;
  });
  compiler.hooks.watchRun.tap('dev-site', () => {
    due = false;
    running = true;
  });
  compiler.hooks.done.tap('dev-site', (stats) => {
    running = false;
    if (!stats.hasErrors()) options.onBuilt?.();
    if (!due) for (const resolve of waiting.splice(0)) resolve();
    follow();
  });
  const compiled = () =>
    !due && !running ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));

  let server: WebpackDevServer | undefined;
  const watching = () => server?.middleware?.context.watching as webpack.Watching | undefined;
  /** Compiles while pages are open or a file is asked for; otherwise collects the saves. */
  const follow = (asked = false) => {
    const current = watching();
    if (!current || name === 'shell') return;
    const wanted =
      asked || (server?.webSocketServer?.clients.length ?? 0) > 0 || (options.openPages?.() ?? 0) > 0;
    if (!wanted) current.suspend();
    else if (current.suspended) {
      if (due) current.resume();
      else current.suspended = false;
    }
  };
  const onRequest: Middleware = {
    name: 'compile-when-asked',
    middleware: (_request: unknown, _response: unknown, next: () => void) => {
      follow(true);
      next();
    },
  };

  server = new WebpackDevServer(
    {
      ...config.devServer,
      host: options.env.host,
      port: options.port,
      // A saved component is swapped in the open page (React Refresh, typed values and open dialogs kept); a save
      // nothing in the page can take in place (an app's entry, a module outside components) reloads the page.
      hot: true,
      liveReload: true,
      allowedHosts: 'all',
      client: {
        webSocketURL: `${liveReloadOrigin(options.port)}/ws`,
        overlay: { errors: true, warnings: false },
        logging: 'warn',
      },
      devMiddleware: options.writeTo ? { writeToDisk: options.writes ?? true } : {},
      static: options.writeTo ? { directory: options.writeTo, watch: false } : false,
      setupMiddlewares: (middlewares) => [onRequest, ...(options.middlewares ?? []), ...middlewares],
    },
    compiler,
  );
  await server.start();
  server.webSocketServer?.implementation.on(
    'connection',
    (socket: { on: (event: 'close', listener: () => void) => void }) => {
      follow();
      // The dev server forgets the client on the same event: look once it has.
      socket.on('close', () => setImmediate(() => follow()));
    },
  );
  return { server, compiled, follow: () => follow() };
}
