import { fireEvent, render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { marketingPlans, marketingServices } from 'shared-data/testing';
import { AppThemeProvider } from 'shared-ui';
import { openPage } from '../../../../../shared-ui/src/layout/open-page';
import { ServiceCard } from './service-card';
import { ServicesCatalog } from './services-catalog';

jest.setTimeout(20_000);

jest.mock('../../../../../shared-ui/src/layout/open-page');

const renderCatalog = () =>
  render(
    <AppThemeProvider>
      <ServicesCatalog />
    </AppThemeProvider>,
  );

const planNames = Object.fromEntries(marketingPlans.map((plan) => [plan.id, plan.name]));

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('ServicesCatalog', () => {
  it('lists the 20 services with their features', () => {
    renderCatalog();
    const list = screen.getByRole('list', { name: 'Все услуги' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(card('Таргетированная реклама')).toHaveTextContent('A/B-тесты');
  });

  it('has accessible cards for a tariff service and a constructor-only one', async () => {
    const sample = [
      marketingServices[0],
      marketingServices.find((service) => service.availableIn.length === 0),
    ];
    const { container } = render(
      <AppThemeProvider>
        <ul>
          {sample.map((service) =>
            service ? <ServiceCard key={service.id} service={service} planNames={planNames} /> : null,
          )}
        </ul>
      </AppThemeProvider>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a button per tariff that includes a service, leading to the home pricing', () => {
    window.history.pushState({}, '', '/services');
    renderCatalog();
    const branding = within(card('Брендинг')).getAllByRole('link');
    expect(branding.map((link) => link.textContent)).toEqual(['PREMIUM']);
    const ads = within(card('Таргетированная реклама')).getAllByRole('link');
    expect(ads.map((link) => link.textContent)).toEqual(['STARTER', 'POPULAR', 'BUSINESS', 'PRO', 'PREMIUM']);
    expect(ads[0]).toHaveAttribute('href', '/#pricing');
    fireEvent.click(ads[0] as HTMLElement);
    expect(openPage).toHaveBeenCalledWith('http://localhost/#pricing');
  });

  it('says a service in no tariff is available in the CONSTRUCTOR', () => {
    renderCatalog();
    const constructorOnly = marketingServices.filter((service) => service.availableIn.length === 0);
    expect(constructorOnly.length).toBeGreaterThan(0);
    for (const service of constructorOnly) {
      const item = card(service.title);
      expect(item).toHaveTextContent('Доступно в CONSTRUCTOR');
      expect(within(item).getByRole('link', { name: 'Собрать тариф в конструкторе' })).toHaveAttribute(
        'href',
        '/pricing',
      );
    }
  });
});
