import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { SharedRetryPlugin } from './shared-retry-plugin';

interface Container {
  init: (scope: object) => Promise<void> | void;
  get: (module: string) => Promise<() => { default: number }>;
}

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'shared-retry-'));
  mkdirSync(join(work, 'src'));
  // A part of an app that uses a shared package, as the admin's inbox uses the shared store.
  writeFileSync(
    join(work, 'src/part.js'),
    "import { answer } from 'shared-store';\nexport default answer;\n",
  );
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds the part as a federation container that takes `shared-store` from the share scope alone. */
async function buildContainer(name: string, plugins: Configuration['plugins']): Promise<Container> {
  const config: Configuration = {
    mode: 'production',
    target: 'node',
    context: work,
    entry: {},
    output: { path: join(work, name), publicPath: '', clean: true },
    optimization: { minimize: false },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name,
        filename: 'container.js',
        library: { type: 'commonjs-module' },
        exposes: { './part': './src/part.js' },
        shared: { 'shared-store': { singleton: true, requiredVersion: '^1.0.0', import: false } },
      }),
      ...(plugins ?? []),
    ],
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  return createRequire(join(work, name, 'container.js'))(join(work, name, 'container.js')) as Container;
}

/** A share scope whose `shared-store` fails to arrive the first time it is asked for, as on a network blip. */
function flakyScope() {
  let asked = 0;
  const scope = {
    'shared-store': {
      '1.0.0': {
        from: 'shell',
        eager: false,
        get: () => {
          asked += 1;
          return asked === 1
            ? Promise.reject(new Error('Loading chunk store failed'))
            : Promise.resolve(() => ({ answer: 42 }));
        },
      },
    },
  };
  return { scope, asked: () => asked };
}

it('loads a shared module again after its code failed to arrive once', async () => {
  const container = await buildContainer('with_retry', [new SharedRetryPlugin()]);
  const { scope, asked } = flakyScope();
  await container.init(scope);
  await expect(container.get('./part').then((factory) => factory())).rejects.toThrow(
    'Loading chunk store failed',
  );
  const part = (await container.get('./part'))();
  expect(part.default).toBe(42);
  expect(asked()).toBe(2);
}, 60_000);

it('is what lets it: without the plugin the module is never asked for again until the page reloads', async () => {
  const container = await buildContainer('without_retry', []);
  const { scope, asked } = flakyScope();
  await container.init(scope);
  await expect(container.get('./part').then((factory) => factory())).rejects.toThrow(
    'Loading chunk store failed',
  );
  const again = await container
    .get('./part')
    .then((factory) => factory())
    .catch((error: Error) => error);
  expect(again).not.toEqual({ default: 42 });
  expect(asked()).toBe(1);
}, 60_000);
