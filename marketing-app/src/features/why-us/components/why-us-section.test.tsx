import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AppThemeProvider } from 'shared-ui';
import { ClientsCarousel } from '../../clients/components/clients-carousel';
import { WhyUsSection } from './why-us-section';

describe('WhyUsSection', () => {
  it('names the four reasons', async () => {
    const { container } = render(
      <AppThemeProvider>
        <WhyUsSection />
      </AppThemeProvider>,
    );
    const section = screen.getByRole('region', { name: 'Почему выбирают нас' });
    expect(section).toHaveAttribute('id', 'why-us');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Маркетинг полного цикла',
      'Результаты быстрее с помощью AI',
      'Прозрачность',
      'Стратегия под ваш бизнес',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ClientsCarousel', () => {
  it('lists the five clients once for assistive technology', async () => {
    const { container } = render(
      <AppThemeProvider>
        <ClientsCarousel />
      </AppThemeProvider>,
    );
    expect(within(screen.getByRole('list', { name: 'Наши клиенты' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
