import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { TextEncoder } from 'node:util';
import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { hydrateRoot } from 'react-dom/client';
import { testRuntimeConfig } from 'shared-data/testing';
import { NotFoundPage } from './not-found-page';

// The server's render runs here beside jsdom, which lacks what React's Node renderer schedules with.
Object.assign(globalThis, { setImmediate, ReadableStream, TextEncoder });

const config = { ...testRuntimeConfig, agencyPhone: '+998 90 123 45 67' };

beforeEach(() => window.history.replaceState(null, '', '/no-such-page'));
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('NotFoundPage', () => {
  it('is accessible', async () => {
    const { container } = render(<NotFoundPage config={config} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says in Russian that the page is not there, in the site’s header and footer, with a link home', () => {
    render(<NotFoundPage config={config} />);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('navigation', { name: 'Основное меню' }),
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    );
    expect(screen.getByText(/Возможно, ссылка устарела/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('+998 90 123 45 67');
  });

  it('is the very markup the server sends: the browser’s render hydrates it without a difference', async () => {
    // The server's render with modules of its own, as in its own process: React's and Emotion's contexts are not the
    // browser render's.
    let html = '';
    await jest.isolateModulesAsync(async () => {
      const { createNotFoundPage } = await import('../../server/document/not-found-page');
      ({ html } = await createNotFoundPage(config)('/no-such-page'));
    });
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    const differences: unknown[] = [];
    await act(async () => {
      hydrateRoot(element, <NotFoundPage config={config} />, {
        onRecoverableError: (error) => differences.push(error),
      });
    });
    expect(differences).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
