import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createAppStore } from 'shared-data/store';
import { testRuntimeConfig } from 'shared-data/testing';
import type { ShellProps } from 'shared-ui';
import type { AppProps, LifeCycles } from 'single-spa';
import { createFallbackLifecycles } from './fallback-lifecycles';

const props = {
  name: 'digital-app',
  singleSpa: {},
  mountParcel: jest.fn(),
  store: createAppStore({ config: testRuntimeConfig }),
  config: testRuntimeConfig,
} as unknown as ShellProps & AppProps;

function realApp() {
  const calls: string[] = [];
  const lifecycles: LifeCycles<ShellProps> = {
    bootstrap: async () => {
      calls.push('bootstrap');
    },
    mount: async () => {
      calls.push('mount');
      const element = document.getElementById('app-digital-app');
      if (element) element.innerHTML = '<h1>Разработка сайтов</h1>';
    },
    unmount: async () => {
      calls.push('unmount');
    },
  };
  return { calls, lifecycles };
}

describe('createFallbackLifecycles', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="app-digital-app"></div>';
  });

  it('shows an accessible Russian fallback with a retry', async () => {
    const fallback = createFallbackLifecycles('digital-app', () => Promise.reject(new Error('down')));
    await act(async () => {
      await (fallback.mount as (p: typeof props) => Promise<void>)(props);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Раздел временно недоступен' })).toBeInTheDocument();
    expect(screen.getByText(/Digital-студия/)).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says so when the retry fails too', async () => {
    const fallback = createFallbackLifecycles('digital-app', () => Promise.reject(new Error('still down')));
    await act(async () => {
      await (fallback.mount as (p: typeof props) => Promise<void>)(props);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Раздел все еще недоступен. Попробуйте чуть позже.')).toBeInTheDocument();
  });

  it('hands over to the real app once a retry loads it, for good', async () => {
    const real = realApp();
    let attempts = 0;
    const fallback = createFallbackLifecycles('digital-app', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('still down');
      return real.lifecycles;
    });
    const mount = fallback.mount as (p: typeof props) => Promise<void>;
    const unmount = fallback.unmount as (p: typeof props) => Promise<void>;
    await act(() => mount(props));
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Раздел все еще недоступен. Попробуйте чуть позже.');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(real.calls).toEqual(['bootstrap', 'mount']));
    expect(screen.getByRole('heading', { name: 'Разработка сайтов' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();

    await act(() => unmount(props));
    await act(() => mount(props));
    expect(real.calls).toEqual(['bootstrap', 'mount', 'unmount', 'mount']);
  });
});
