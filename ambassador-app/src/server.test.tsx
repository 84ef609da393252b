import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { TextEncoder } from 'node:util';
import { screen } from '@testing-library/react';
import { testRuntimeConfig } from 'shared-data/testing';

// React's Node renderer runs here beside jsdom, which lacks what it schedules with; the build defines the release id.
Object.assign(globalThis, { setImmediate, ReadableStream, TextEncoder, __RELEASE_ID__: 'test' });

jest.setTimeout(20_000);

let renderPage: typeof import('./server')['renderPage'];

beforeAll(async () => {
  ({ renderPage } = await import('./server'));
});

const islandNamed = (name: string) => document.querySelector(`[data-island="${name}"]`);

describe('the ambassador pages as the server renders them', () => {
  it('/ambassador: the cabinet is one island showing the registration, and the page names its code, not its own', async () => {
    const { html, chunks } = await renderPage({ path: '/ambassador', config: testRuntimeConfig });
    document.body.innerHTML = html;
    // The registration form is the first screen (`firstScreen`) and has text fields alone: it hydrates with the form
    // kit's core, so the page names that.
    expect(chunks).toEqual(['AmbassadorAccess', 'form-kit-core']);
    const cabinet = islandNamed('AmbassadorAccess');
    expect(cabinet).toContainElement(screen.getByRole('heading', { level: 1, name: 'Станьте амбассадором' }));
    expect(cabinet).toContainElement(screen.getByRole('form', { name: 'Регистрация амбассадора' }));
  });

  it('/referral/:id: the offer is static markup, and only the note that keeps its code is an island', async () => {
    const { html, chunks } = await renderPage({
      path: '/referral/k3m9x2p7qa?code=LINK15AB',
      config: testRuntimeConfig,
      data: {
        referral: {
          referralId: 'k3m9x2p7qa',
          info: { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15K7' },
        },
      },
    });
    document.body.innerHTML = html;
    expect(chunks).toEqual(['PromoCodeKeeper']);
    const heading = screen.getByRole('heading', { level: 1, name: 'Специальное предложение от Лолы' });
    expect(heading.closest('[data-island]')).toBeNull();
    expect(
      screen.getByRole('link', { name: /Выбрать тариф со скидкой/ }).closest('[data-island]'),
    ).toBeNull();
    const keeper = islandNamed('PromoCodeKeeper');
    expect(keeper).toHaveAttribute('data-island-props', JSON.stringify({ promoCode: 'LINK15AB' }));
    expect(keeper).toHaveTextContent('Промокод сохранён');
  });

  it('/referral/:id of no ambassador: the discount badge beside where the code comes from, and no code kept', async () => {
    const { html, chunks } = await renderPage({
      path: '/referral/unknown000',
      config: testRuntimeConfig,
      data: { referral: { referralId: 'unknown000', info: { name: '', name_genitive: '', promo_code: '' } } },
    });
    document.body.innerHTML = html;
    expect(chunks).toEqual([]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Специальное предложение от нашего амбассадора' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Промокод — у вашего амбассадора')).toBeInTheDocument();
    expect(screen.getByText('СКИДКА 15% на все тарифы')).toBeInTheDocument();
    expect(screen.queryByText('Ваш промокод')).not.toBeInTheDocument();
    expect(islandNamed('PromoCodeKeeper')).toBeNull();
  });
});
