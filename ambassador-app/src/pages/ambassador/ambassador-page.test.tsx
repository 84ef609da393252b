import { screen } from '@testing-library/react';
import { preloadIslands, renderFeature } from '../../testing/render-feature';
import { ReferralLandingPage } from '../referral-landing/referral-landing-page';
import { AmbassadorPage } from './ambassador-page';

beforeAll(preloadIslands);

describe('AmbassadorPage', () => {
  it('puts the registration in the main landmark under one page heading', () => {
    renderFeature(<AmbassadorPage />, { page: true, url: '/ambassador' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('form', { name: 'Регистрация амбассадора' }),
    );
  });
});

describe('ReferralLandingPage', () => {
  it('shows the offer in the main landmark under one page heading', async () => {
    renderFeature(<ReferralLandingPage />, {
      page: true,
      url: '/referral/k3m9x2p7qa',
      route: '/referral/:referralId',
      stubs: {
        'referral-info': () => ({ data: { name: 'Лола', name_genitive: 'Лолы', promo_code: 'LOLA15K7' } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /от Лолы/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    localStorage.clear();
  });
});
