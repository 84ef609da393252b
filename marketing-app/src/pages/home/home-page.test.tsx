import { screen } from '@testing-library/react';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../testing/preload-islands';
import { MarketingPage } from '../marketing/marketing-page';
import { HomePage } from './home-page';

beforeAll(preloadIslands);

describe('HomePage', () => {
  it('arranges its sections under one page heading, in order', () => {
    const { container } = renderFeature(<HomePage />, { page: true });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['choice', 'search', 'comparison', 'services', 'about', 'pricing', 'contact-form']);
  });
});

describe('MarketingPage', () => {
  it('has the hero, why-us, tariffs and the consultation form', () => {
    const { container } = renderFeature(<MarketingPage />, { page: true });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['why-us', 'pricing', 'contact-form']);
    expect(screen.getByRole('link', { name: 'Смотреть все услуги' })).toBeVisible();
  });
});
