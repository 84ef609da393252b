import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { referralTerms } from 'shared-data/catalog';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../testing/preload-islands';
import { PricingPage } from './pricing-page';

// The whole page rendered with its islands, then checked by axe: 10–20 s here, up to 35 s on a loaded machine.
jest.setTimeout(60_000);

beforeAll(preloadIslands);

describe('PricingPage', () => {
  afterEach(() => localStorage.clear());

  it('has one h1, the tariffs, the referral offer and the consultation call to action, and is accessible', async () => {
    localStorage.setItem(referralTerms.promoCodeStorageKey, 'AMB15-7K2QXWP');
    const answer = () => ({ data: { valid: true, discount_percent: 15 } });
    const { container } = renderFeature(<PricingPage />, { answer, page: true });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    // The referral notice; each tariff's order dialog, closed in the markup, prices the kept code too.
    expect(await screen.findByText(/действует: скидка 15% на все тарифы/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Получить консультацию' })).toHaveAttribute(
      'href',
      '/#contact-form',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
