import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { selectPromoCode } from 'shared-data/store';
import { failure, preloadIslands, renderFeature } from '../../../testing/render-feature';
import { ReferralLanding } from './referral-landing';

jest.setTimeout(20_000);

const route = '/referral/:referralId';
const known = {
  'referral-info': (body: unknown) =>
    (body as { referral_id: string }).referral_id === 'k3m9x2p7qa'
      ? { data: { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15K7' } }
      : failure(404, 'not_found', 'Реферальная ссылка не найдена'),
};

beforeAll(preloadIslands);

describe('ReferralLanding', () => {
  afterEach(() => localStorage.clear());

  it("names the ambassador, keeps the link's code for the order forms and is accessible", async () => {
    const { container, store, callsTo } = renderFeature(<ReferralLanding />, {
      url: '/referral/k3m9x2p7qa?code=LINK15AB',
      route,
      stubs: known,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Специальное предложение от Лолы' }),
    ).toBeInTheDocument();
    expect(callsTo('referral-info')[0]?.[1]).toEqual({ referral_id: 'k3m9x2p7qa' });
    expect(screen.getByText('LINK15AB')).toBeInTheDocument();
    expect(screen.getByText('СКИДКА 15% на все тарифы')).toBeInTheDocument();
    expect(selectPromoCode(store.getState())).toBe('LINK15AB');
    expect(localStorage.getItem('referralPromoCode')).toBe('LINK15AB');
    // The code travels in the link too: a click before the page is live still brings it to the tariffs.
    expect(screen.getByRole('link', { name: /Выбрать тариф со скидкой/ })).toHaveAttribute(
      'href',
      '/pricing?code=LINK15AB',
    );
    expect(screen.getByRole('link', { name: 'Получить консультацию' })).toHaveAttribute(
      'href',
      '/#contact-form',
    );
    expect(screen.getByText('150+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'успешных проектов' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Оплата только после подписания договора' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks referral-info nothing after a page the server rendered with the ambassador', async () => {
    const { callsTo } = renderFeature(<ReferralLanding />, {
      url: '/referral/k3m9x2p7qa',
      route,
      stubs: known,
      pageData: {
        referral: {
          referralId: 'k3m9x2p7qa',
          info: { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15K7' },
        },
      },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Специальное предложение от Лолы' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('referral-info')).toEqual([]);
  });

  it("takes the ambassador's own code when the link carries none", async () => {
    renderFeature(<ReferralLanding />, {
      url: '/ambassador/k3m9x2p7qa',
      route: '/ambassador/:referralId',
      stubs: known,
    });
    expect(await screen.findByText('LOLA15K7')).toBeInTheDocument();
    expect(localStorage.getItem('referralPromoCode')).toBe('LOLA15K7');
  });

  it('offers no code for an unknown link without one, and says where the code comes from', async () => {
    const { container } = renderFeature(<ReferralLanding />, {
      url: '/referral/unknown000',
      route,
      stubs: known,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Специальное предложение от нашего амбассадора' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Мы не нашли амбассадора по этой ссылке/)).toBeInTheDocument();
    expect(screen.getByText('Промокод — у вашего амбассадора')).toBeInTheDocument();
    // The spec's badge stays: the discount is real, only the code comes from the ambassador.
    expect(screen.getByText('СКИДКА 15% на все тарифы')).toBeInTheDocument();
    expect(screen.queryByText('Ваш промокод')).not.toBeInTheDocument();
    expect(screen.queryByText(/уже сохранён/)).not.toBeInTheDocument();
    expect(
      screen.getByText('По промокоду амбассадора: введите его в форме заказа тарифа.'),
    ).toBeInTheDocument();
    // The tariffs button promises no discount and carries no code; nothing is kept for the order forms.
    expect(screen.getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: /со скидкой/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('referralPromoCode')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("offers the link's own code even when its ambassador is unknown", async () => {
    renderFeature(<ReferralLanding />, { url: '/referral/unknown000?code=LOLA15K7', route, stubs: known });
    expect(await screen.findByText('LOLA15K7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Выбрать тариф со скидкой/ })).toHaveAttribute(
      'href',
      '/pricing?code=LOLA15K7',
    );
  });
});
