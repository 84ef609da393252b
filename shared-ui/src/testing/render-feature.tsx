import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from 'shared-data/site';
import { createAppStore, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Toaster } from '../components/toast';
import { AppProviders } from '../micro-frontend/app-providers';

/** The providers of a whole app, the store there from the start: tests render features inside them. */
export { AppProviders, type AppProvidersProps } from '../micro-frontend/app-providers';
/** The providers of an island's root, the store loaded by the first part that needs it (`pageStoreFrom(loadStore)`). */
export { PageProviders, type PageProvidersProps } from '../micro-frontend/page-providers';
export { pageStoreFrom } from '../micro-frontend/page-store';
/** shared-ui's books, read directly: tests of other packages name what shared-ui's parts say in either language. */
export { default as sharedUiRu } from '../texts/ru';
export { default as sharedUiUz } from '../texts/uz';

/**
 * A text as testing-library reads it off the page, every run of white space one plain space: prices group their
 * digits with no-break spaces, which queries and `toHaveTextContent` see as plain ones.
 */
export const asRead = (text: string) => text.replace(/\s+/g, ' ');

/** What the stubbed functions answer: `(name, body) => answer`. */
export type FunctionAnswer = (
  name: string,
  body: unknown,
) => Awaited<ReturnType<InvokeFunction>> | Promise<Awaited<ReturnType<InvokeFunction>>>;

const stored: FunctionAnswer = () => ({ data: { success: true, id: '1' } });

/** How renderFeature sets the app up. */
export interface RenderFeatureOptions {
  /** What the stubbed functions answer; by default a stored lead. */
  answer?: FunctionAnswer;
  config?: RuntimeConfig;
  /** A whole page brings its own landmarks; anything else is put inside a `<main>`. */
  page?: boolean;
}

/**
 * Renders a feature as the app does — fresh store with stubbed functions, runtime config, theme, toaster — and
 * returns the stub and the lead bodies sent.
 */
export function renderFeature(
  ui: ReactNode,
  { answer = stored, config = testRuntimeConfig, page = false }: RenderFeatureOptions = {},
) {
  const invoke = jest.fn(async (name: string, body: unknown) => answer(name, body));
  const store = createAppStore({ config, invokeFunction: invoke as InvokeFunction });
  const view = render(
    <AppProviders store={store} config={config}>
      {page ? ui : <main>{ui}</main>}
      <Toaster />
    </AppProviders>,
  );
  const submitted = () =>
    invoke.mock.calls.filter(([name]) => name === 'submit-application').map(([, body]) => body);
  return { ...view, invoke, store, submitted };
}
