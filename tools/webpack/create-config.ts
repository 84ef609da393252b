import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { appElements, remoteEntryFile, runtimeConfigElementId } from 'shared-data/core';
import { readServerEnv } from 'shared-data/server';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkFilesPlugin } from './chunk-files-plugin';
import { repoRoot, sharedSingletons } from './shared-modules';

export type AppName = 'shell' | 'marketing-app' | 'digital-app' | 'ambassador-app' | 'admin-app';

export interface AppBuildOptions {
  name: AppName;
  /** The package folder. */
  dir: string;
  mode: 'production' | 'development';
  /** Overrides `<dir>/dist`, e.g. for a release built next to the running one. */
  outputPath?: string;
  releaseId?: string;
}

/**
 * The federation runtime without what the site does not use (decision record 001): built for browsers only (no Node
 * paths), and without the manifest protocol (the snapshot and asset-preload plugins), as the shell registers each
 * remote's container file beside the manifest the registry names and the page's HTML already names its scripts.
 */
const leanRuntime = { target: 'web', disableSnapshot: true } as const;

/** The runtime plugin `provideExternalRuntime` adds, as the federation plugin resolves it: its CommonJS build. */
const injectRuntimePlugin = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'),
).resolve('@module-federation/inject-external-runtime-core-plugin');

const swcOptions = (mode: AppBuildOptions['mode']) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: {
      react: { runtime: 'automatic', importSource: '@emotion/react', development: mode === 'development' },
    },
    target: 'es2020',
  },
});

/** Webpack config of one app: the shell (host) or a remote exposing `./app`. One factory for all of them. */
export function createAppConfig(
  options: AppBuildOptions,
): Configuration & { devServer?: DevServerConfiguration } {
  const { name, dir, mode } = options;
  const isShell = name === 'shell';
  const env = readServerEnv(process.env, repoRoot);
  const port = isShell ? env.ports.shell : env.ports[name];
  const releaseId = options.releaseId ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);

  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: options.outputPath ?? join(dir, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // `provideExternalRuntime` adds the plugin that hands the shell's federation runtime to the remotes by its
      // CommonJS build, which would bring CommonJS copies of the runtime's entry points; its ES module build does not.
      alias: { [injectRuntimePlugin]: injectRuntimePlugin.replace(/\.cjs$/, '.js') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(mode) },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell
          ? {}
          : {
              filename: remoteEntryFile,
              exposes: { './app': './src/app.tsx' },
              library: { type: 'global', name },
            }),
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell carries the one federation runtime; a remote's production build uses it instead of its own copy,
        // while development builds keep theirs so a remote also runs alone.
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: leanRuntime }
          : mode === 'production'
            ? { externalRuntime: true, optimization: leanRuntime }
            : { optimization: leanRuntime },
      }),
      new webpack.DefinePlugin({ __RELEASE_ID__: JSON.stringify(releaseId) }),
      new ChunkFilesPlugin({ followShared: isShell }),
      ...(isShell || mode === 'development'
        ? [
            new HtmlWebpackPlugin({
              template: isShell ? join(dir, 'src/index.ejs') : join(repoRoot, 'tools/webpack/standalone.ejs'),
              scriptLoading: 'defer',
              minify: false,
              chunks: ['main'],
              publicPath: '/',
              ...(isShell ? { favicon: join(dir, 'src/favicon.svg') } : {}),
              templateParameters: {
                title: name,
                appElements: appElements(),
                appConfig: `<script type="application/json" id="${runtimeConfigElementId}">${JSON.stringify(env.runtime)}</script>`,
              },
            }),
          ]
        : []),
    ],
    // The server fills the page's placeholder comments, so webpack's own HTML minifier must leave them.
    optimization: { minimizeOptions: { html: false } },
    performance: { hints: false },
    devServer: {
      host: env.host,
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      client: { overlay: { warnings: false } },
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
