import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createAppStore, type InvokeFunction, type RuntimeConfig, testRuntimeConfig } from 'shared-data';
import { AppProviders, Toaster } from 'shared-ui';

type Answer = Awaited<ReturnType<InvokeFunction>>;

/** Options of renderFeature. */
export interface RenderFeatureOptions {
  /** What a stubbed function answers to a body; a stored lead unless given. */
  answer?: (name: string, body: unknown) => Answer | Promise<Answer>;
  config?: RuntimeConfig;
  /** Set for a whole page, which brings its own `<main>`. */
  page?: boolean;
}

/**
 * Renders a digital feature in the app's providers with a fresh store whose functions are stubbed, and gives back
 * the stub and a reader of the leads sent to `submit-application`.
 */
export function renderFeature(ui: ReactElement, options: RenderFeatureOptions = {}) {
  const { answer = () => ({ data: { success: true, id: 'lead-1' } }), config = testRuntimeConfig } = options;
  const invoke = jest.fn((name: string, body: unknown) => Promise.resolve(answer(name, body)));
  const store = createAppStore({ config, invokeFunction: invoke as InvokeFunction });
  const content = options.page ? ui : <main>{ui}</main>;
  const view = render(
    <AppProviders store={store} config={config}>
      {content}
      <Toaster />
    </AppProviders>,
  );
  const leads = () =>
    invoke.mock.calls.flatMap(([name, body]) => (name === 'submit-application' ? [body] : []));
  return { ...view, invoke, leads };
}
