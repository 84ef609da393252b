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
  // The shared store itself, as the shell provides it: it needs a shared toolkit, as the store needs Redux Toolkit.
  mkdirSync(join(work, 'node_modules/shared-store'), { recursive: true });
  writeFileSync(
    join(work, 'node_modules/shared-store/package.json'),
    JSON.stringify({ name: 'shared-store', version: '1.0.0', main: 'index.js' }),
  );
  writeFileSync(
    join(work, 'node_modules/shared-store/index.js'),
    "import { half } from 'shared-toolkit';\nexport const answer = half * 2;\n",
  );
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

type Shared = Record<string, { singleton: true; requiredVersion: string; import?: false; version?: string }>;

/** The store taken from the share scope alone. */
const storeFromScope: Shared = {
  'shared-store': { singleton: true, requiredVersion: '^1.0.0', import: false },
};

/** The store provided by the container too, and the toolkit it needs taken from the share scope alone. */
const storeProvided: Shared = {
  'shared-store': { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' },
  'shared-toolkit': { singleton: true, requiredVersion: '^1.0.0', import: false },
};

/** Builds the part as a federation container that shares what `shared` says. */
async function buildContainer(
  name: string,
  plugins: Configuration['plugins'],
  shared = storeFromScope,
): Promise<Container> {
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
        shared,
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

/** A share scope whose `module` fails to arrive the first time it is asked for, as on a network blip. */
function flakyScope(module: string, exports: object) {
  let asked = 0;
  const scope = {
    [module]: {
      '1.0.0': {
        from: 'shell',
        eager: false,
        get: () => {
          asked += 1;
          return asked === 1
            ? Promise.reject(new Error(`Loading chunk ${module} failed`))
            : Promise.resolve(() => exports);
        },
      },
    },
  };
  return { scope, asked: () => asked };
}

/**
 * Loads the part while `module` fails to arrive, then loads it again: what the second load gives (the part's exports
 * or its error) and how often the share scope was asked for the module.
 */
async function loadTwice(container: Container, module: string, exports: object) {
  const { scope, asked } = flakyScope(module, exports);
  await container.init(scope);
  const load = () => container.get('./part').then((factory) => factory());
  await expect(load()).rejects.toThrow(`Loading chunk ${module} failed`);
  const again = await load().catch((error: Error) => error);
  return { again, asked: asked() };
}

it('loads a shared module again after its code failed to arrive once', async () => {
  const container = await buildContainer('with_retry', [new SharedRetryPlugin()]);
  expect(await loadTwice(container, 'shared-store', { answer: 42 })).toMatchObject({
    again: { default: 42 },
    asked: 2,
  });
}, 60_000);

it('is what lets it: without the plugin the module is never asked for again until the page reloads', async () => {
  const container = await buildContainer('without_retry', []);
  const { again, asked } = await loadTwice(container, 'shared-store', { answer: 42 });
  expect(again).not.toEqual({ default: 42 });
  expect(asked).toBe(1);
}, 60_000);

it('loads again the shared module a shared module needs: the store comes back when its toolkit failed once', async () => {
  const container = await buildContainer('nested_retry', [new SharedRetryPlugin()], storeProvided);
  expect(await loadTwice(container, 'shared-toolkit', { half: 21 })).toMatchObject({
    again: { default: 42 },
    asked: 2,
  });
}, 60_000);

it('is what brings the toolkit back: without the plugin the store fails again and the toolkit is not asked for', async () => {
  const container = await buildContainer('nested_without_retry', [], storeProvided);
  const { again, asked } = await loadTwice(container, 'shared-toolkit', { half: 21 });
  expect(again).not.toEqual({ default: 42 });
  expect(asked).toBe(1);
}, 60_000);
