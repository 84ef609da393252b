import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { marketingHeroStats, promoBanner, testRuntimeConfig } from 'shared-data/testing';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../../testing/preload-islands';
import { MarketingHero } from './marketing-hero';
import { ServicesCallToAction } from './services-call-to-action';

const endsAt = Date.parse(promoBanner.defaultEndsAt);
const config = { ...testRuntimeConfig, promoEndsAt: promoBanner.defaultEndsAt };

beforeAll(preloadIslands);

describe('MarketingHero', () => {
  afterEach(() => jest.useRealTimers());

  it('is accessible', async () => {
    const { container } = renderFeature(<MarketingHero />, { config });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the headline, the two buttons, four figures and the reviews', () => {
    renderFeature(<MarketingHero />, { config });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Получить консультацию бесплатно' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    expect(screen.getByRole('link', { name: 'Смотреть пакеты услуг' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('link', { name: 'Узнать больше о нас' })).toHaveAttribute('href', '#why-us');
    for (const claim of marketingHeroStats) {
      expect(screen.getByText(claim.value)).toBeVisible();
      expect(screen.getByText(claim.label)).toBeVisible();
    }
    expect(marketingHeroStats).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Отзывы клиентов' })).toBeVisible();
  });

  it('counts down to the end of the promo and hides the banner at zero', () => {
    jest.useFakeTimers({ now: endsAt - 2_000 });
    renderFeature(<MarketingHero />, { config });
    expect(screen.getByText(promoBanner.text)).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('0 дней 00 часов 00 минут 02 секунды');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01 секунда');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(promoBanner.text)).not.toBeInTheDocument();
  });

  it('shows no banner once the promo is over', () => {
    jest.useFakeTimers({ now: endsAt + 1000 });
    renderFeature(<MarketingHero />, { config });
    expect(screen.queryByRole('complementary', { name: 'Акция' })).not.toBeInTheDocument();
  });
});

describe('ServicesCallToAction', () => {
  it('leads to the services page', async () => {
    const { container } = renderFeature(<ServicesCallToAction />);
    expect(screen.getByRole('link', { name: 'Смотреть все услуги' })).toHaveAttribute('href', '/services');
    expect(await axe(container)).toHaveNoViolations();
  });
});
