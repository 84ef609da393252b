import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { TextEncoder } from 'node:util';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import type { RemoteName } from 'shared-data/site';
import { createAppStore } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import type { AppProps } from 'single-spa';
import { createPageRenderer } from '../entry/server';
import ru from '../texts/ru';
import type { RemoteAppDefinition } from './app-frame';
import { createAppLifecycles, type ShellProps } from './create-app-lifecycles';
import { captureEarlyClicks } from './early-events';
import { island } from './island';
import { islandRegistry } from './island-registry';

/** What a whole app says in Russian when it could not load, from the Russian book. */
const wholeAppLoadFailedTexts = {
  message: (name: RemoteName) => ru.appLoadFailed.message(ru.appLoadFailed.sections[name]),
  failedAgain: ru.appLoadFailed.failedAgain,
};

// The server's render runs here beside jsdom, which lacks what React's Node renderer schedules with.
Object.assign(globalThis, { setImmediate, ReadableStream, TextEncoder });

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: {count}
    </button>
  );
}

const CounterIsland = island(async () => ({ Counter }), 'Counter');

function IslandPage() {
  return (
    <main>
      <p>Статичный текст</p>
      <CounterIsland label="Остров" />
    </main>
  );
}

function WholePage() {
  return (
    <main>
      <p>Статичный текст</p>
      <Counter label="Целиком" />
    </main>
  );
}

const withIslands: RemoteAppDefinition = {
  name: 'marketing-app',
  releaseId: 'r1',
  Root: IslandPage,
  islands: islandRegistry({ CounterIsland }),
};

const withoutIslands: RemoteAppDefinition = { name: 'marketing-app', releaseId: 'r1', Root: WholePage };

/** The page as the shell's server sends it: the remote's markup for `renderedFor` in its element. */
async function servedPage(definition: RemoteAppDefinition, renderedFor = '/') {
  const { html } = await createPageRenderer(definition)({ path: '/', config: testRuntimeConfig });
  document.body.innerHTML = `<div id="app-marketing-app" data-rendered-path="${renderedFor}">${html}</div>`;
  return document.getElementById('app-marketing-app') as HTMLElement;
}

/** What the shell hands the app as it mounts it. */
function shellProps() {
  const loadStore = jest.fn(async () => createAppStore({ config: testRuntimeConfig }));
  const props = {
    name: 'marketing-app',
    config: testRuntimeConfig,
    loadStore,
    singleSpa: {},
    mountParcel: () => undefined,
  } as unknown as ShellProps & AppProps;
  return { props, loadStore };
}

/** The remote's lifecycles as the shell calls them, one function each. */
const lifecyclesOf = (definition: RemoteAppDefinition) =>
  createAppLifecycles(definition) as Record<
    'mount' | 'unmount',
    (props: ShellProps & AppProps) => Promise<unknown>
  >;

/** React's warnings but the test-only one about the server's and the browser's renderer sharing this realm. */
function hydrationErrors() {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    messages: () =>
      errors.mock.calls
        .map((call) => String(call[0]))
        .filter((message) => !message.includes('multiple renderers')),
    restore: () => errors.mockRestore(),
  };
}

describe('createAppLifecycles', () => {
  // single-spa's React lifecycles resolve a mount once React has committed it, which React holds back until an act()
  // scope ends: here React schedules as in a browser, and the test waits for what the visitor sees.
  beforeAll(() => {
    captureEarlyClicks();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

  it('hydrates a page of islands island by island, leaving the page around them as served and the store unloaded', async () => {
    const host = await servedPage(withIslands);
    const text = screen.getByText('Статичный текст');
    const button = screen.getByRole('button', { name: 'Остров: 0' });
    const errors = hydrationErrors();
    const { props, loadStore } = shellProps();
    const lifecycles = lifecyclesOf(withIslands);
    await lifecycles.mount(props);
    fireEvent.pointerDown(button);
    await waitFor(() => expect(host.querySelector('[data-island-live]')).not.toBeNull());
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Остров: 1' })).toBe(button);
    expect(screen.getByText('Статичный текст')).toBe(text);
    expect(loadStore).not.toHaveBeenCalled();
    expect(errors.messages()).toEqual([]);
    await lifecycles.unmount(props);
    // The island's root is gone with its markup; the page around it stays.
    expect(host.querySelector('[data-island-live]')).toBeEmptyDOMElement();
    expect(screen.getByText('Статичный текст')).toBe(text);
    errors.restore();
  });

  it('hydrates the served page of a remote without islands whole, in place, with the page’s store', async () => {
    await servedPage(withoutIslands);
    const button = screen.getByRole('button', { name: 'Целиком: 0' });
    const errors = hydrationErrors();
    const { props, loadStore } = shellProps();
    const lifecycles = lifecyclesOf(withoutIslands);
    await lifecycles.mount(props);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Целиком: 1' })).toBe(button);
    expect(loadStore).toHaveBeenCalledTimes(1);
    expect(errors.messages()).toEqual([]);
    await lifecycles.unmount(props);
    errors.restore();
  });

  it('renders whole and afresh where the markup is another page’s, islands inline, then mounts again', async () => {
    const host = await servedPage(withIslands, '/pricing');
    const served = screen.getByText('Статичный текст');
    const { props, loadStore } = shellProps();
    const lifecycles = lifecyclesOf(withIslands);
    await lifecycles.mount(props);
    fireEvent.click(await screen.findByRole('button', { name: 'Остров: 0' }));
    expect(await screen.findByRole('button', { name: 'Остров: 1' })).toBeInTheDocument();
    expect(screen.getByText('Статичный текст')).not.toBe(served);
    expect(loadStore).toHaveBeenCalledTimes(1);
    await lifecycles.unmount(props);
    expect(host).toBeEmptyDOMElement();
    await lifecycles.mount(props);
    expect(await screen.findByRole('button', { name: 'Остров: 0' })).toBeInTheDocument();
    await lifecycles.unmount(props);
  });

  it('says so when the store did not arrive, and mounts the app once a retry pressed by keyboard loads it', async () => {
    document.body.innerHTML = '<div id="app-marketing-app"></div>';
    const { props, loadStore } = shellProps();
    loadStore.mockRejectedValueOnce(new Error('Loading chunk store failed.'));
    const lifecycles = lifecyclesOf(withoutIslands);
    await lifecycles.mount(props);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      wholeAppLoadFailedTexts.message('marketing-app'),
    );
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    fireEvent.click(await screen.findByRole('button', { name: 'Целиком: 0' }));
    expect(await screen.findByRole('button', { name: 'Целиком: 1' })).toBeInTheDocument();
    expect(screen.queryByText(wholeAppLoadFailedTexts.message('marketing-app'))).not.toBeInTheDocument();
    expect(loadStore).toHaveBeenCalledTimes(2);
    await lifecycles.unmount(props);
    expect(document.getElementById('app-marketing-app')).toBeEmptyDOMElement();
  });

  it('keeps the notice, busy while it retries, when the store fails again, and gives way to the server’s markup', async () => {
    const host = await servedPage(withoutIslands);
    const { props, loadStore } = shellProps();
    let fail: (error: Error) => void = () => undefined;
    loadStore.mockRejectedValueOnce(new Error('Loading chunk store failed.')).mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    const lifecycles = lifecyclesOf(withoutIslands);
    await lifecycles.mount(props);
    expect(screen.queryByText('Статичный текст')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Загружаем...' })).toHaveAttribute('aria-busy', 'true');
    fail(new Error('Loading chunk store failed.'));
    expect(await screen.findByText(wholeAppLoadFailedTexts.failedAgain)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(wholeAppLoadFailedTexts.message('marketing-app'));
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    await lifecycles.unmount(props);
    expect(host).toBeEmptyDOMElement();
    // The next mount asks for the store again and renders the page afresh.
    await lifecycles.mount(props);
    expect(await screen.findByRole('button', { name: 'Целиком: 0' })).toBeInTheDocument();
    expect(loadStore).toHaveBeenCalledTimes(3);
    await lifecycles.unmount(props);
  });
});
