import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type FunctionError, type InvokeFunction } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import { Toaster } from 'shared-ui';
import { AppProviders } from 'shared-ui/testing';
import { InboxPage } from '../pages/inbox/inbox-page';

/** How a stubbed admin function answers one call. */
export type AdminAnswer = { data: unknown } | { error: FunctionError };

/** The address bar, shown for the test to read. */
function Address() {
  const location = useLocation();
  return <output aria-label="адрес">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The /admin page over a fresh store whose functions answer as `answers` says (any other call fails as the network
 * would); returns the calls made, by function name.
 */
export function renderAdmin(
  answers: Record<string, (body: unknown, headers?: Record<string, string>) => AdminAnswer>,
  url = '/admin',
) {
  const calls: { name: string; body: unknown; headers?: Record<string, string> }[] = [];
  const invoke = async (name: string, body: unknown, headers?: Record<string, string>) => {
    calls.push({ name, body, ...(headers ? { headers } : {}) });
    return (
      answers[name]?.(body, headers) ?? { error: { status: 0, code: 'network_error', message: 'Нет связи.' } }
    );
  };
  const store = createAppStore({ config: testRuntimeConfig, invokeFunction: invoke as InvokeFunction });
  const view = render(
    <AppProviders store={store} config={testRuntimeConfig}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin" element={<InboxPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
      <Toaster />
    </AppProviders>,
  );
  return { ...view, calls, callsTo: (name: string) => calls.filter((call) => call.name === name) };
}
