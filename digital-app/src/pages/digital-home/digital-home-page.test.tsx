import { screen, within } from '@testing-library/react';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../testing/preload-islands';
import { DigitalHomePage } from './digital-home-page';

beforeAll(preloadIslands);

describe('DigitalHomePage', () => {
  it('arranges hero, why-us, figures, packs, projects and contacts under one page heading', () => {
    const { container } = renderFeature(<DigitalHomePage />, { page: true });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['why-us', 'pricing', 'projects', 'contact']);
    expect(screen.getByRole('region', { name: 'Агентство в цифрах' })).toBeVisible();
  });

  it('has the digital header and footer', () => {
    renderFeature(<DigitalHomePage />, { page: true });
    expect(
      within(screen.getByRole('banner')).getByRole('navigation', { name: 'Меню Digital Agency' }),
    ).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Пакеты' })).toHaveAttribute(
      'href',
      '/digital#pricing',
    );
  });
});
