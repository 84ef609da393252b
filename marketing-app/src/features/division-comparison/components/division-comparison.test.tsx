import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { digitalServices, marketingServices, paths } from 'shared-data/catalog';
import { AppThemeProvider } from 'shared-ui';
import { DivisionServices } from '../../../components/division-services';
import { DivisionComparison } from './division-comparison';

describe('DivisionComparison', () => {
  it('compares how fast each division delivers', async () => {
    const { container } = render(
      <AppThemeProvider>
        <DivisionComparison id="comparison" />
      </AppThemeProvider>,
    );
    const marketing = screen.getByRole('article', { name: 'Marketing Agency' });
    const digital = screen.getByRole('article', { name: 'Digital Agency' });
    expect(within(marketing).getByText('1–3 месяца')).toBeVisible();
    expect(within(digital).getByText('2–8 недель')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});

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
