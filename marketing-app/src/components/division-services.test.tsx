import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { paths } from 'shared-data/catalog';
import { digitalServices, marketingServices } from 'shared-data/testing';
import { AppThemeProvider } from 'shared-ui';
import { DivisionServices } from './division-services';

describe('DivisionServices', () => {
  it("lists both divisions' services with links to their pages", async () => {
    const { container } = render(
      <AppThemeProvider>
        <DivisionServices id="services" />
      </AppThemeProvider>,
    );
    expect(
      within(screen.getByRole('list', { name: 'Услуги: Marketing Agency' })).getAllByRole('listitem'),
    ).toHaveLength(marketingServices.length);
    expect(
      within(screen.getByRole('list', { name: 'Услуги: Digital Agency' })).getAllByRole('listitem'),
    ).toHaveLength(digitalServices.length);
    expect(screen.getByRole('link', { name: 'Все маркетинговые услуги' })).toHaveAttribute(
      'href',
      paths.services,
    );
    expect(screen.getByRole('link', { name: 'Все услуги разработки' })).toHaveAttribute(
      'href',
      paths.digitalServices,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
