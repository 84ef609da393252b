import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { seedPageData } from 'shared-data/api';
import type { PageData } from 'shared-data/catalog';
import { createAppStore, type FunctionError, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';

import { Toaster } from 'shared-ui';
import { AppProviders, PageProviders, pageStoreFrom } from 'shared-ui/testing';
import * as islands from '../islands';

/**
 * Loads the code of this remote's islands, as the browser has it before it hydrates them; a test rendering a page or
 * a part with islands calls it in `beforeAll`.
 */
export const preloadIslands = () =>
  Promise.all(Object.values(islands).map((island) => island.Component.preload()));

/** A stubbed function's answer: its data, or a function error. */
export type StubAnswer = { data: unknown } | { error: FunctionError };

/** Answers per function name; a function with no entry fails as the network would. */
type FunctionStubs = Record<string, (body: unknown, headers?: Record<string, string>) => StubAnswer>;

export interface RenderFeatureOptions {
  stubs?: FunctionStubs;
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern the element is mounted on, for pages that read URL parameters. */
  route?: string;
  /** A page has its own `<main>`; a section gets one around it. */
  page?: boolean;
  /** What the server rendered the page with, put in the store as the shell puts it. */
  pageData?: PageData;
  /**
   * Render as an island is: the store is not there until a part asks for it (`loadStore` counts the asks). By
   * default it is there from the start, as for a page rendered whole.
   */
  storeOnDemand?: boolean;
}

const unreachable: FunctionError = { status: 0, code: 'network_error', message: 'Нет связи с сервером.' };

/** A function error answer, e.g. `failure(401, 'unauthorized', '…')`. */
export const failure = (status: number, code: string, message: string): StubAnswer => ({
  error: { status, code, message },
});

/**
 * Renders a part of the ambassador remote inside the app's providers and a router, over a fresh store whose
 * functions are the given stubs; returns the calls made to them.
 */
export function renderFeature(
  element: ReactElement,
  {
    stubs = {},
    url = '/',
    route = '*',
    page = false,
    pageData,
    storeOnDemand = false,
  }: RenderFeatureOptions = {},
) {
  const invoke = jest.fn(async (name: string, body: unknown, headers?: Record<string, string>) => {
    const stub = stubs[name];
    return stub ? stub(body, headers) : { error: unreachable };
  });
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction });
  if (pageData) seedPageData(store, pageData);
  const loadStore = jest.fn(async () => store);
  const tree = (
    <>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={page ? element : <main>{element}</main>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </>
  );
  const result = render(
    storeOnDemand ? (
      <PageProviders pageStore={pageStoreFrom(loadStore)} config={testRuntimeConfig}>
        {tree}
      </PageProviders>
    ) : (
      <AppProviders store={store} config={testRuntimeConfig}>
        {tree}
      </AppProviders>
    ),
  );
  const callsTo = (name: string) => invoke.mock.calls.filter(([called]) => called === name);
  return { ...result, invoke, store, callsTo, loadStore };
}
