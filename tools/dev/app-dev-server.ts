import { join } from 'node:path';
import type { ServerEnv } from 'shared-data/server';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { type AppName, createAppConfig } from '../webpack/create-config';
import { repoRoot } from '../webpack/shared-modules';

export interface AppDevServerOptions {
  /** Where webpack-dev-server listens; its live-reload socket is `ws://localhost:<port>/ws`. */
  port: number;
  /** The configuration the dev process read at its start; its servers bind `env.host`. */
  env: ServerEnv;
  /** Writes the build to this folder too (the shell's server reads its files from disk). */
  writeTo?: string;
  /** After every successful compilation. */
  onBuilt?: () => void;
}

/** The live-reload socket of an app's dev server, which the site's pages may connect to. */
export const liveReloadOrigin = (port: number) => `ws://localhost:${port}`;

/**
 * One app compiled in development mode by webpack-dev-server, rebuilt on every change in its sources or the shared
 * packages it imports (`shared-ui`, `shared-data` are compiled from source), with the page reloading after each
 * rebuild. Source maps without eval, because the site's pages forbid eval.
 */
export async function startAppDevServer(
  name: AppName,
  options: AppDevServerOptions,
): Promise<WebpackDevServer> {
  const config = createAppConfig({
    name,
    dir: join(repoRoot, name),
    mode: 'development',
    env: options.env,
    ...(options.writeTo ? { outputPath: options.writeTo } : {}),
  });
  config.devtool = 'cheap-module-source-map';
  const compiler = webpack(config);
  if (options.onBuilt) {
    const built = options.onBuilt;
    compiler.hooks.done.tap('dev-site', (stats) => {
      if (!stats.hasErrors()) built();
    });
  }
  const server = new WebpackDevServer(
    {
      ...config.devServer,
      host: options.env.host,
      port: options.port,
      hot: false,
      liveReload: true,
      allowedHosts: 'all',
      client: {
        webSocketURL: `${liveReloadOrigin(options.port)}/ws`,
        overlay: { errors: true, warnings: false },
        logging: 'warn',
      },
      devMiddleware: options.writeTo ? { writeToDisk: true } : {},
    },
    compiler,
  );
  await server.start();
  return server;
}
