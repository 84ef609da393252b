import { join } from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import {
  appElements,
  exposedAppGroup,
  federationManifestName,
  formKitGroups,
  type RemoteName,
  remoteEntryFile,
  runtimeConfigElementId,
} from 'shared-data/core';
import type { ServerEnv } from 'shared-data/server';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BundlePackagesPlugin } from './bundle-packages-plugin';
import { ChunkFilesPlugin } from './chunk-files-plugin';
import { FederationManifestPlugin } from './federation-manifest-plugin';
import { repoRoot, sharedSingletons, shellTakesOnly } from './shared-modules';
import { SharedRetryPlugin } from './shared-retry-plugin';
import { SitePicturesPlugin } from './site-pictures-plugin';

export type AppName = 'shell' | RemoteName;

export interface AppBuildOptions {
  name: AppName;
  /** The package folder. */
  dir: string;
  mode: 'production' | 'development';
  /** Overrides `<dir>/dist`, e.g. for a release built next to the running one. */
  outputPath?: string;
  releaseId?: string;
  /** The configuration the build process read at its start: ports, host and the runtime config of standalone pages. */
  env: ServerEnv;
  /** Development only: a saved component is swapped in the open page by React Refresh, its state kept. */
  hotUpdates?: boolean;
}

const swcOptions = (mode: AppBuildOptions['mode'], refresh: boolean) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: {
      react: {
        runtime: 'automatic',
        importSource: '@emotion/react',
        development: mode === 'development',
        refresh,
      },
    },
    target: 'es2020',
  },
});

/** The one React Refresh runtime a page's apps share, beside the other scripts of development alone. */
const devTools = join(repoRoot, 'tools/dev');
const refreshRuntime = join(devTools, 'refresh-runtime.cjs');
const textBooksHot = join(devTools, 'text-books-hot.cjs');
/** A language's module of a text book: a package's `texts/ru.ts`, the catalog's `texts/blog.uz.ts`. */
const textBookModule = /[\\/]texts[\\/](?:[\w-]+\.)?(?:ru|uz)\.ts$/;

/** React Refresh in an app's development build, beside webpack's hot module replacement, which the dev server adds. */
const reactRefresh = (name: AppName) => [
  new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, devTools] }),
  new webpack.DefinePlugin({ __REFRESH_APP__: JSON.stringify(name) }),
];

/** Webpack config of one app: the shell (host) or a remote exposing `./app`. One factory for all of them. */
export function createAppConfig(
  options: AppBuildOptions,
): Configuration & { devServer?: DevServerConfiguration } {
  const { name, dir, mode, env } = options;
  const hotUpdates = mode === 'development' && options.hotUpdates === true;
  const isShell = name === 'shell';
  const port = isShell ? env.ports.shell : env.ports[name];
  const releaseId = options.releaseId ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const shared = sharedSingletons(dir, { takeOnly: isShell ? shellTakesOnly : [] });
  const exposes = { './app': { import: './src/app.tsx', name: exposedAppGroup } };

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
      alias: hotUpdates ? { 'react-refresh/runtime$': refreshRuntime } : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(mode, hotUpdates) },
        },
        // A saved text is swapped in the open page: the book's module takes its own update (tools/dev/text-books-hot.cjs).
        ...(hotUpdates ? [{ test: textBookModule, exclude: /node_modules/, use: textBooksHot }] : []),
      ],
    },
    plugins: [
      // Webpack's own federation runtime (decision record 001): a share scope and a container per remote, loaded by
      // the shell from the runtime registry, so remotes still release without the shell.
      new webpack.container.ModuleFederationPlugin({
        name,
        ...(isShell ? {} : { filename: remoteEntryFile, exposes, library: { type: 'global', name } }),
        shared,
      }),
      // A remote's manifest records the versions it was built against; the shell's, served at `/mf-manifest.json`,
      // the versions it offers, which `npm run release` holds a remote's against (decision record 021).
      new FederationManifestPlugin({
        name,
        remoteEntry: isShell ? '' : remoteEntryFile,
        exposes: isShell ? {} : { './app': exposedAppGroup },
        shared,
        releaseId,
        fileName: federationManifestName,
      }),
      new webpack.DefinePlugin({ __RELEASE_ID__: JSON.stringify(releaseId) }),
      // A shared module whose code failed to arrive can be loaded again, by a retry, without reloading the page.
      new SharedRetryPlugin(),
      new ChunkFilesPlugin({ followShared: isShell }),
      ...(hotUpdates ? reactRefresh(name) : []),
      new BundlePackagesPlugin(name),
      ...(isShell ? [new SitePicturesPlugin({ iconFile: join(dir, 'src/favicon.svg') })] : []),
      // The shell's pages are rendered whole by its server (shell/server/document/render-document.ts) from what its
      // build writes as data (document.json): only a remote running alone in development has an HTML page of webpack's.
      ...(!isShell && mode === 'development'
        ? [
            new HtmlWebpackPlugin({
              template: join(repoRoot, 'tools/webpack/standalone.ejs'),
              scriptLoading: 'defer',
              minify: false,
              chunks: ['main'],
              publicPath: '/',
              templateParameters: {
                title: name,
                appElements: appElements(),
                appConfig: `<script type="application/json" id="${runtimeConfigElementId}">${JSON.stringify(env.runtime)}</script>`,
              },
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // What the form kit's core shares with the whole kit (Formik, the form, the text fields) is one file, named
          // here whatever its size: the core loads it and its own file, the kit it and its own. Left to webpack's size
          // rules it was split in two once it passed 20 kB, and a field added to the core changed how many files a
          // page with a form fetched.
          formKitShared: {
            name: `${formKitGroups.core}-shared`,
            chunks: 'async',
            enforce: true,
            priority: 30,
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) => {
              const chunks = new Set(chunkGraph.getModuleChunks(module).map((chunk) => chunk.name));
              return chunks.has(formKitGroups.core) && chunks.has(formKitGroups.whole);
            },
          },
        },
      },
      // swc's minifier (Rust): a remote's build 17.8 → 7.6 s against terser's, and ~1.4 KB gz less in all.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
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
