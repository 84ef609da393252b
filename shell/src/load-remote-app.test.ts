import type { FederationContainer, FederationPage } from './federation-page';
import { loadRemoteApp, withdrawIncompatible } from './load-remote-app';

const entry = {
  name: 'digital-app' as const,
  manifestUrl: 'https://cdn.example/digital-app/mf-manifest.json',
};
const lifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

const workingContainer = (): FederationContainer => ({
  init: jest.fn(),
  get: jest.fn(async () => () => lifecycles),
});

/** A page whose script loads go as listed: a load either fails or defines the given container. */
function pageWhere(loads: ('fails' | FederationContainer)[]) {
  const containers = new Map<string, FederationContainer>();
  const shareScope = { react: {} };
  const page = {
    container: (name: string) => containers.get(name),
    loadScript: jest.fn(async (url: string) => {
      const next = loads.shift();
      if (!next || next === 'fails') throw new Error(`${url} did not load`);
      containers.set(entry.name, next);
    }),
    shareScope: async () => shareScope,
  } satisfies FederationPage;
  return { page, shareScope };
}

describe('loadRemoteApp', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the container beside the manifest, gives it the page’s share scope and returns its lifecycles', async () => {
    const container = workingContainer();
    const { page, shareScope } = pageWhere([container]);
    await expect(loadRemoteApp(entry, page)).resolves.toBe(lifecycles);
    expect(page.loadScript).toHaveBeenCalledWith('https://cdn.example/digital-app/remoteEntry.js');
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(container.get).toHaveBeenCalledWith('./app');
  });

  it('loads the container’s script again after it failed to load', async () => {
    const { page } = pageWhere(['fails', workingContainer()]);
    const loading = loadRemoteApp(entry, page);
    await jest.advanceTimersByTimeAsync(500);
    await expect(loading).resolves.toBe(lifecycles);
    expect(page.loadScript).toHaveBeenCalledTimes(2);
  });

  it('asks a loaded container again when its app’s chunk failed, without loading the container twice', async () => {
    const container = workingContainer();
    jest.mocked(container.get).mockRejectedValueOnce(new Error('Loading chunk 262 failed'));
    const { page } = pageWhere([container]);
    const loading = loadRemoteApp(entry, page);
    await jest.advanceTimersByTimeAsync(500);
    await expect(loading).resolves.toBe(lifecycles);
    expect(page.loadScript).toHaveBeenCalledTimes(1);
    expect(container.get).toHaveBeenCalledTimes(2);
  });

  it('gives up after three attempts with the last failure', async () => {
    const { page } = pageWhere(['fails', 'fails', 'fails', workingContainer()]);
    const loading = loadRemoteApp(entry, page);
    const outcome = expect(loading).rejects.toThrow(
      'https://cdn.example/digital-app/remoteEntry.js did not load',
    );
    await jest.advanceTimersByTimeAsync(2000);
    await outcome;
    expect(page.loadScript).toHaveBeenCalledTimes(3);
  });

  it('refuses an exposed app that is not single-spa lifecycles', async () => {
    const container = workingContainer();
    jest.mocked(container.get).mockResolvedValue(() => ({ default: 'not lifecycles' }));
    const { page } = pageWhere([container]);
    const loading = loadRemoteApp(entry, page);
    const outcome = expect(loading).rejects.toThrow('digital-app/app did not export single-spa lifecycles');
    await jest.advanceTimersByTimeAsync(2000);
    await outcome;
  });

  it('does not retry an app whose strict version check refused the shell’s copy', async () => {
    const container = workingContainer();
    jest
      .mocked(container.get)
      .mockRejectedValue(
        new Error(
          'Unsatisfied version 1.0.0 from shell of shared singleton module shared-ui (required ^2.0.0)',
        ),
      );
    const { page } = pageWhere([container]);
    await expect(loadRemoteApp(entry, page)).rejects.toThrow('Unsatisfied version 1.0.0 from shell');
    expect(container.get).toHaveBeenCalledTimes(1);
  });

  it('takes the copies of another major the remote offered out of the share scope as its container registers them', async () => {
    const factory = () => undefined;
    const offered = () => Object.keys(shareScope['shared-ui'] ?? {});
    let offeredOnceInitialized: string[] = [];
    // Webpack's container registers its copies within `init` and settles afterwards: nothing may see them between.
    const container: FederationContainer = {
      init: jest.fn((scope: Record<string, Record<string, object>>) => {
        scope['shared-ui'] = {
          '1.0.0': { from: 'shell', get: factory },
          '2.0.0': { from: 'digital-app', get: factory },
        };
        return Promise.resolve().then(() => {
          offeredOnceInitialized = offered();
        });
      }),
      get: jest.fn(async () => () => lifecycles),
    };
    const { page, shareScope } = pageWhere([container]) as unknown as {
      page: FederationPage;
      shareScope: Record<string, Record<string, object>>;
    };
    await loadRemoteApp(entry, page);
    expect(offeredOnceInitialized).toEqual(['1.0.0']);
    expect(offered()).toEqual(['1.0.0']);
  });
});

describe('withdrawIncompatible', () => {
  const offer = (from: string) => ({ from, get: () => undefined });

  it('keeps what the remote offers within the shell’s major and takes out the rest', () => {
    const scope = {
      'shared-ui': { '1.0.0': offer('shell'), '1.4.0': offer('digital-app'), '2.0.0': offer('digital-app') },
      'shared-data/store': { '1.0.0': offer('shell'), '2.1.0': offer('digital-app') },
      react: { '19.3.1': offer('shell'), '19.4.0': offer('digital-app') },
      // A module the shell does not offer is the remote's own business.
      'chart.js': { '4.5.0': offer('digital-app') },
    };
    withdrawIncompatible(scope, 'digital-app');
    expect(Object.keys(scope['shared-ui'])).toEqual(['1.0.0', '1.4.0']);
    expect(Object.keys(scope['shared-data/store'])).toEqual(['1.0.0']);
    expect(Object.keys(scope.react)).toEqual(['19.3.1', '19.4.0']);
    expect(Object.keys(scope['chart.js'])).toEqual(['4.5.0']);
  });

  it('leaves other remotes’ copies alone and compares 0.x versions by their minor', () => {
    const scope = {
      'shared-ui': {
        '0.1.0': offer('shell'),
        '0.1.5': offer('digital-app'),
        '0.2.0': offer('marketing-app'),
      },
    };
    withdrawIncompatible(scope, 'digital-app');
    expect(Object.keys(scope['shared-ui'])).toEqual(['0.1.0', '0.1.5', '0.2.0']);
    withdrawIncompatible(scope, 'marketing-app');
    expect(Object.keys(scope['shared-ui'])).toEqual(['0.1.0', '0.1.5']);
  });
});
