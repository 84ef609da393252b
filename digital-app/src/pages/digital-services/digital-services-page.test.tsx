import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderFeature } from 'shared-ui/testing';
import { preloadIslands } from '../../testing/preload-islands';
import { DigitalServicesPage } from './digital-services-page';

jest.setTimeout(30_000);

beforeAll(preloadIslands);

describe('DigitalServicesPage', () => {
  it('is accessible, has one h1 and arranges hero, services, technologies and the call to action', async () => {
    const { container } = renderFeature(<DigitalServicesPage />, { page: true });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    for (const name of [
      'Услуги разработки',
      'Направления разработки',
      'Технологии',
      'Не знаете, с чего начать?',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(await axe(container)).toHaveNoViolations();
  });
});
