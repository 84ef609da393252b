import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AppThemeProvider } from 'shared-ui';
import { PageIntro } from './page-intro';

describe('PageIntro', () => {
  it('names the page with its one h1 and shows the lead and actions', async () => {
    const { container } = render(
      <AppThemeProvider>
        <PageIntro title="Маркетинговые услуги" lead="Всё для роста продаж" eyebrow="Услуги">
          <button type="button">Действие</button>
        </PageIntro>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Маркетинговые услуги' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Маркетинговые услуги' })).toHaveTextContent(
      'Всё для роста продаж',
    );
    expect(screen.getByText('Услуги')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Действие' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
