import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppStore, type InvokeFunction, testRuntimeConfig } from 'shared-data';
import { AppProviders, Toaster } from 'shared-ui';

/** What the stubbed functions answer: `(name, body) => answer`. */
export type FunctionAnswer = (
  name: string,
  body: unknown,
) => Awaited<ReturnType<InvokeFunction>> | Promise<Awaited<ReturnType<InvokeFunction>>>;

const stored: FunctionAnswer = () => ({ data: { success: true, id: '1' } });

/** Renders a feature (inside a `<main>` unless it is a whole page) with a fresh store whose functions are stubbed, and the toaster. */
export function renderFeature(ui: ReactNode, answer: FunctionAnswer = stored, { page = false } = {}) {
  const invoke = jest.fn(async (name: string, body: unknown) => answer(name, body));
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction });
  const view = render(
    <AppProviders store={store} config={testRuntimeConfig}>
      {page ? ui : <main>{ui}</main>}
      <Toaster />
    </AppProviders>,
  );
  const submitted = () =>
    invoke.mock.calls.filter(([name]) => name === 'submit-application').map(([, body]) => body);
  return { ...view, invoke, store, submitted };
}
