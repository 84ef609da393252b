import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AppThemeProvider } from 'shared-ui';
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
