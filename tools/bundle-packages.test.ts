import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import webpack from 'webpack';
import {
  type BundlePackages,
  browserApps,
  bundlePackagesName,
  checkBrowserBundles,
  listBundlePackages,
  packageOf,
} from './bundle-packages';
import { BundlePackagesPlugin } from './webpack/bundle-packages-plugin';

describe('the npm packages of browser bundles', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const use = (via: Record<string, string[]>) => ({ versions: ['1.0.0'], copies: ['x'], modules: 1, via });
  const writeBundles = (app: string, bundles: BundlePackages[]) =>
    write(`${app}/dist/${bundlePackagesName}`, JSON.stringify(bundles));
  const buildAll = (extra: BundlePackages['packages'] = {}) => {
    for (const app of browserApps) {
      const packages = { react: use({ [app]: [`${app}/src/index.ts`, 'node_modules/react/index.js'] }) };
      writeBundles(app, [
        { bundle: app, packages: app === 'marketing-app' ? { ...extra, ...packages } : packages },
      ]);
    }
  };
  const report = () => join(root, '.tmp/bundle-packages.txt');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-packages-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('a file belongs to the package of its last node_modules folder, a built-in to itself', () => {
    expect(packageOf('node_modules/hono/dist/index.js')).toBe('hono');
    expect(packageOf('node_modules/@sentry/browser/node_modules/@sentry/core/build/esm/scope.js')).toBe(
      '@sentry/core',
    );
    expect(packageOf('node:crypto')).toBe('node:crypto');
    expect(packageOf('shared-data/src/observability/log.ts')).toBeUndefined();
  });

  test('lists each package with its versions, copies, module count and a chain per importer', () => {
    write('node_modules/a/package.json', '{"version":"1.2.3"}');
    write('node_modules/b/node_modules/a/package.json', '{"version":"2.0.0"}');
    const parents: Record<string, string> = {
      'app/src/page.ts': 'app/src/index.ts',
      'node_modules/a/index.js': 'app/src/page.ts',
      'node_modules/b/index.js': 'app/src/index.ts',
    };
    const listed = listBundlePackages(
      'app',
      [
        { path: 'app/src/index.ts', importers: [] },
        { path: 'app/src/page.ts', importers: ['app/src/index.ts'] },
        { path: 'node_modules/a/index.js', importers: ['app/src/page.ts'] },
        { path: 'node_modules/a/util.js', importers: ['node_modules/a/index.js'] },
        { path: 'node_modules/b/index.js', importers: ['app/src/index.ts'] },
        { path: 'node_modules/b/node_modules/a/index.js', importers: ['node_modules/b/index.js'] },
      ],
      (path) => parents[path],
      root,
    );
    expect(listed).toEqual({
      bundle: 'app',
      packages: {
        a: {
          versions: ['1.2.3', '2.0.0'],
          copies: ['node_modules/a', 'node_modules/b/node_modules/a'],
          modules: 3,
          via: {
            app: ['app/src/index.ts', 'app/src/page.ts', 'node_modules/a/index.js'],
            b: ['app/src/index.ts', 'node_modules/b/index.js', 'node_modules/b/node_modules/a/index.js'],
          },
        },
        b: {
          versions: [],
          copies: ['node_modules/b'],
          modules: 1,
          via: { app: ['app/src/index.ts', 'node_modules/b/index.js'] },
        },
      },
    });
  });

  test('bundles without server packages pass, and every bundle’s packages are written for people to read', () => {
    buildAll({ '@sentry/core': use({ '@sentry/browser': ['node_modules/@sentry/browser/index.js'] }) });
    expect(checkBrowserBundles(root, report())).toBe(
      'packages per browser bundle: shell 1, marketing-app 2, digital-app 1, ambassador-app 1, admin-app 1; ' +
        'none is a server package (list: .tmp/bundle-packages.txt)',
    );
    expect(readFileSync(report(), 'utf8')).toContain(
      'marketing-app: 2 packages\n  @sentry/core@1.0.0 (1 module) ← @sentry/browser\n  react@1.0.0 (1 module) ← marketing-app\n',
    );
  });

  test('a server package fails with the bundle, the package, its importer and the chain', () => {
    buildAll({
      hono: use({
        'shared-data': [
          'marketing-app/src/index.ts',
          'shared-data/src/entry/server.ts',
          'shared-data/src/observability/request-log.ts',
          'node_modules/hono/dist/index.js',
        ],
      }),
      'node:crypto': use({ 'shared-data': ['shared-data/src/observability/request-log.ts', 'node:crypto'] }),
      postgres: use({}),
      '@sentry/core': use({
        '@sentry/browser': ['node_modules/@sentry/browser/index.js'],
        'shared-data': [
          'shared-data/src/observability/error-reports.ts',
          'node_modules/@sentry/core/index.js',
        ],
      }),
    });
    const failure = () => checkBrowserBundles(root, report());
    expect(failure).toThrow(/^4 server package import\(s\) in browser bundles:\n/);
    expect(failure).toThrow(
      '  marketing-app: hono, imported by shared-data\n' +
        '    marketing-app/src/index.ts\n    → shared-data/src/entry/server.ts\n' +
        '    → shared-data/src/observability/request-log.ts\n    → node_modules/hono/dist/index.js',
    );
    expect(failure).toThrow('  marketing-app: node:crypto, imported by shared-data');
    expect(failure).toThrow('  marketing-app: postgres, imported by an importer not known');
    expect(failure).toThrow('  marketing-app: @sentry/core, imported by shared-data\n');
    expect(failure).not.toThrow('@sentry/core, imported by @sentry/browser');
  });

  test('an app that was not built fails instead of passing unread', () => {
    buildAll();
    rmSync(join(root, 'admin-app/dist'), { recursive: true });
    expect(() => checkBrowserBundles(root, report())).toThrow(
      `admin-app/dist/${bundlePackagesName} is missing`,
    );
  });

  test('the webpack plugin names the package a re-export hands on by the package that re-exports it', async () => {
    write('app/src/index.js', "import { run } from './page.js';\nrun();\n");
    write(
      'app/src/page.js',
      "import { client, core } from 'sdk';\nexport const run = () => client(core());\n",
    );
    write(
      'node_modules/sdk/package.json',
      '{"name":"sdk","version":"3.0.0","sideEffects":false,"main":"index.js"}',
    );
    write(
      'node_modules/sdk/index.js',
      "export { core } from 'sdk-core';\nexport { client } from './client.js';\n",
    );
    write(
      'node_modules/sdk/client.js',
      "import { core } from 'sdk-core';\nexport const client = () => core();\n",
    );
    write('node_modules/sdk-core/package.json', '{"name":"sdk-core","version":"3.1.0","sideEffects":false}');
    write('node_modules/sdk-core/index.js', 'export const core = () => globalThis.console.log("core");\n');
    const compiler = webpack({
      mode: 'production',
      context: join(root, 'app'),
      entry: './src/index.js',
      output: { path: join(root, 'app/dist') },
      // Production's module optimisations (re-exports followed, unused modules dropped) without the slow minifier.
      optimization: { minimize: false },
      plugins: [new BundlePackagesPlugin('app', root)],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
    const [listed] = JSON.parse(
      readFileSync(join(root, 'app/dist', bundlePackagesName), 'utf8'),
    ) as BundlePackages[];
    expect(listed?.packages.sdk?.via).toEqual({
      app: ['app/src/index.js', 'app/src/page.js', 'node_modules/sdk/client.js'],
    });
    expect(listed?.packages['sdk-core']).toEqual({
      versions: ['3.1.0'],
      copies: ['node_modules/sdk-core'],
      modules: 1,
      via: {
        sdk: [
          'app/src/index.js',
          'app/src/page.js',
          'node_modules/sdk/index.js',
          'node_modules/sdk-core/index.js',
        ],
      },
    });
  }, 30_000);
});
