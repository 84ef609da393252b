import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import {
  type AppStore,
  createAppStore,
  promoCodeApplied,
  selectPromoCode,
  useAppSelector,
} from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { createPageRenderer } from '../entry/server';
import { captureEarlyClicks } from './early-events';
import { hydrateIslands } from './hydrate-islands';
import { island } from './island';
import { islandRegistry } from './island-registry';
import { pageStoreFrom } from './page-store';

// The server's render runs here beside jsdom, which lacks what React's Node renderer schedules with.
Object.assign(globalThis, { setImmediate, ReadableStream, TextEncoder });

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <button type="button" id={id} onClick={() => setCount((value) => value + 1)}>
      {label}: {count}
    </button>
  );
}

const CounterIsland = island(async () => ({ Counter }), 'Counter');

function StaticText() {
  return <p id={useId()}>Статичный текст</p>;
}

const definition = {
  name: 'marketing-app' as const,
  releaseId: 'r1',
  Root: () => (
    <main>
      <StaticText />
      <CounterIsland label="Первый" />
      <CounterIsland label="Второй" />
    </main>
  ),
  islands: islandRegistry({ CounterIsland }),
};

const renderPage = createPageRenderer(definition);

async function serverPage(render = renderPage) {
  const { html, chunks } = await render({ path: '/', config: testRuntimeConfig });
  document.body.innerHTML = `<div id="app-marketing-app" data-rendered-path="/">${html}</div>`;
  return { host: document.getElementById('app-marketing-app') as HTMLElement, html, chunks };
}

describe('islands', () => {
  beforeAll(() => captureEarlyClicks());

  it('are rendered in place on the server, marked with their name, props and id, and named as the page’s code', async () => {
    const { html, chunks } = await serverPage();
    expect(html).toContain(
      '<div data-island="Counter" data-island-props="{&quot;label&quot;:&quot;Первый&quot;}" data-island-id="i1"><button',
    );
    expect(html).toContain('data-island-id="i2"><button type="button" id="_i2-');
    expect(screen.getByRole('button', { name: 'Второй: 0' })).toBeInTheDocument();
    expect(chunks).toEqual(['Counter']);
  });

  it('hydrate each on its own root without a mismatch, and a click kept before hydration is replayed once', async () => {
    const { host } = await serverPage();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = screen.getByRole('button', { name: 'Первый: 0' });
    // A click before the island's code runs is kept by the page's early script, not lost.
    fireEvent.click(first);
    const stop = hydrateIslands(host, definition.islands, {
      pageStore: pageStoreFrom(async () => createAppStore({ config: testRuntimeConfig })),
      config: testRuntimeConfig,
    });
    expect(await screen.findByRole('button', { name: 'Первый: 1' })).toBe(first);
    expect(host.querySelector('[data-island-id="i1"]')).toHaveAttribute('data-island-live');
    // The second hydrates on its own root when touched.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Второй: 0' }));
    await act(async () => undefined);
    expect(host.querySelector('[data-island-id="i2"]')).toHaveAttribute('data-island-live');
    fireEvent.click(screen.getByRole('button', { name: 'Второй: 0' }));
    expect(await screen.findByRole('button', { name: 'Второй: 1' })).toBeInTheDocument();
    expect(screen.getByText('Статичный текст')).toBeInTheDocument();
    // (React warns that the server's renderer and the browser's share this test's realm: a test-only message.)
    const messages = errors.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => !message.includes('multiple renderers'))).toEqual([]);
    stop();
    errors.mockRestore();
  });
});

/** Props with what attributes and text escape: quotes, an ampersand, markup, an emoji, a new line. */
const trickyLabel = 'Скажи "привет" & <b>пока</b> 🎉\nвторая строка, l\'été';

function TrickyPropsPage() {
  return <CounterIsland label={trickyLabel} />;
}

/** Markup of a page that spells out the element its island is given, attribute for attribute. */
const lookalike =
  '<div data-island="Counter" data-island-props="{&quot;label&quot;:&quot;Первый&quot;}" data-island-id="i1"></div>';

function LookalikePage() {
  return (
    <main>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the markup under test. */}
      <section dangerouslySetInnerHTML={{ __html: lookalike }} />
      <CounterIsland label="Первый" />
    </main>
  );
}

describe('the island registry', () => {
  it('holds a remote’s islands with shared-ui’s own, by name, and refuses two of one name', () => {
    expect([...definition.islands.keys()]).toEqual([
      'ConsultationDialogForm',
      'ConsultationSectionForm',
      'PlanOrderForm',
      'Counter',
    ]);
    const SecondFormIsland = island(
      async () => ({ ConsultationSectionForm: Counter }),
      'ConsultationSectionForm',
    );
    expect(() => islandRegistry({ SecondFormIsland })).toThrow(
      'Two islands are named ConsultationSectionForm',
    );
  });
});

describe('island slots', () => {
  beforeAll(() => captureEarlyClicks());

  it('take each island’s markup whatever its props hold, and hydrate with those props', async () => {
    const { host, html } = await serverPage(createPageRenderer({ ...definition, Root: TrickyPropsPage }));
    expect(html).not.toContain('<!--island');
    const button = host.querySelector('[data-island-id="i1"] > button');
    expect(button?.textContent).toBe(`${trickyLabel}: 0`);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = hydrateIslands(host, definition.islands, {
      pageStore: pageStoreFrom(async () => createAppStore({ config: testRuntimeConfig })),
      config: testRuntimeConfig,
    });
    fireEvent.pointerDown(button as Element);
    await act(async () => undefined);
    fireEvent.click(button as Element);
    await act(async () => undefined);
    expect(button?.textContent).toBe(`${trickyLabel}: 1`);
    const messages = errors.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => !message.includes('multiple renderers'))).toEqual([]);
    stop();
    errors.mockRestore();
  });

  it('are found by the render’s own marker, not by markup that looks like an island’s element', async () => {
    const { host } = await serverPage(createPageRenderer({ ...definition, Root: LookalikePage }));
    expect(host.querySelector('section > [data-island]')).toBeEmptyDOMElement();
    expect(host.querySelector('main > [data-island]')).toContainElement(
      screen.getByRole('button', { name: 'Первый: 0' }),
    );
  });
});

describe('islands out of view', () => {
  beforeAll(() => captureEarlyClicks());

  /** An IntersectionObserver whose entries the test reports. */
  function fakeObserver() {
    const observed = new Set<Element>();
    let report: IntersectionObserverCallback = () => undefined;
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {
        observed.clear();
      }
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    return {
      observed,
      comeIntoView: (element: Element) =>
        report(
          [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
          {} as never,
        ),
      remove: () => Reflect.deleteProperty(window, 'IntersectionObserver'),
    };
  }

  it('stay as the server rendered them after load until they come into view', async () => {
    const observer = fakeObserver();
    const { host } = await serverPage();
    const stop = hydrateIslands(host, definition.islands, {
      pageStore: pageStoreFrom(async () => createAppStore({ config: testRuntimeConfig })),
      config: testRuntimeConfig,
    });
    const [first, second] = [...host.querySelectorAll('[data-island-id]')] as HTMLElement[];
    // An island's element has no box of its own (`display: contents`): its content is what comes into view.
    const secondButton = screen.getByRole('button', { name: 'Второй: 0' });
    expect(observer.observed).toEqual(
      new Set([screen.getByRole('button', { name: 'Первый: 0' }), secondButton]),
    );
    // Well past the moment the browser would have been idle after load.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(host.querySelector('[data-island-live]')).toBeNull();
    act(() => observer.comeIntoView(secondButton));
    await act(async () => undefined);
    expect(second).toHaveAttribute('data-island-live');
    expect(first).not.toHaveAttribute('data-island-live');
    fireEvent.click(screen.getByRole('button', { name: 'Второй: 0' }));
    expect(await screen.findByRole('button', { name: 'Второй: 1' })).toBeInTheDocument();
    stop();
    observer.remove();
  });
});

function PromoNote({ label }: { label: string }) {
  const promoCode = useAppSelector(selectPromoCode);
  return (
    <p>
      {label}: {promoCode ?? 'нет'}
    </p>
  );
}

const PromoNoteIsland = island(async () => ({ PromoNote }), 'PromoNote', { store: true });

const storeDefinition = {
  ...definition,
  Root: () => (
    <main>
      <CounterIsland label="Счетчик" />
      <PromoNoteIsland label="Первая заметка" />
      <PromoNoteIsland label="Вторая заметка" />
    </main>
  ),
  islands: islandRegistry({ CounterIsland, PromoNoteIsland }),
};

describe('the page store of islands', () => {
  beforeAll(() => captureEarlyClicks());
  beforeEach(() => localStorage.clear());

  it('is not loaded for an island that does not read it, and is one store for every island that does', async () => {
    const { host } = await serverPage(createPageRenderer(storeDefinition));
    expect(screen.getByText('Первая заметка: нет')).toBeInTheDocument();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const made: AppStore[] = [];
    const loadStore = jest.fn(async () => {
      const store = createAppStore({ config: testRuntimeConfig });
      made.push(store);
      return store;
    });
    const stop = hydrateIslands(host, storeDefinition.islands, {
      pageStore: pageStoreFrom(loadStore),
      config: testRuntimeConfig,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Счетчик: 0' }));
    expect(await screen.findByRole('button', { name: 'Счетчик: 1' })).toBeInTheDocument();
    expect(loadStore).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByText('Первая заметка: нет'));
    fireEvent.pointerDown(screen.getByText('Вторая заметка: нет'));
    await act(async () => undefined);
    expect(host.querySelector('[data-island-id="i3"]')).toHaveAttribute('data-island-live');
    expect(loadStore).toHaveBeenCalledTimes(1);
    const [store] = made;
    act(() => {
      store?.dispatch(promoCodeApplied('AMB15-7K2QXWP'));
    });
    expect(screen.getByText('Первая заметка: AMB15-7K2QXWP')).toBeInTheDocument();
    expect(screen.getByText('Вторая заметка: AMB15-7K2QXWP')).toBeInTheDocument();
    const messages = errors.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => !message.includes('multiple renderers'))).toEqual([]);
    stop();
    errors.mockRestore();
  });

  it('is tried again by the next island that needs it when its load failed', async () => {
    const { host } = await serverPage(createPageRenderer(storeDefinition));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadStore = jest
      .fn<Promise<AppStore>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk store failed'))
      .mockImplementation(async () => createAppStore({ config: testRuntimeConfig }));
    const stop = hydrateIslands(host, storeDefinition.islands, {
      pageStore: pageStoreFrom(loadStore),
      config: testRuntimeConfig,
    });
    const first = host.querySelector('[data-island-id="i2"]') as HTMLElement;
    fireEvent.pointerDown(screen.getByText('Первая заметка: нет'));
    await act(async () => undefined);
    // The island stays as the server rendered it; the visitor's next touch tries again.
    expect(first).not.toHaveAttribute('data-island-live');
    fireEvent.pointerDown(screen.getByText('Первая заметка: нет'));
    await act(async () => undefined);
    expect(first).toHaveAttribute('data-island-live');
    expect(loadStore).toHaveBeenCalledTimes(2);
    stop();
    errors.mockRestore();
  });
});
