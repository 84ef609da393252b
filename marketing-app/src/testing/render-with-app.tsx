import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createAppStore, type InvokeFunction, testRuntimeConfig } from 'shared-data';
import { AppProviders } from 'shared-ui';

/** A function call a test saw: which function and with what body. */
export interface RecordedCall {
  name: string;
  body: unknown;
}

/** Renders inside a fresh store, the test runtime config and the theme; every function call is recorded. */
export function renderWithApp(ui: ReactElement, answer: Awaited<ReturnType<InvokeFunction>> = { data: {} }) {
  const calls: RecordedCall[] = [];
  const invokeFunction = (async (name: string, body: unknown) => {
    calls.push({ name, body });
    return answer;
  }) as InvokeFunction;
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction });
  const view = render(
    <AppProviders store={store} config={testRuntimeConfig}>
      {ui}
    </AppProviders>,
  );
  return { ...view, calls };
}
