import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Card } from './card';

describe('Card', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <>
        <Card>
          <h2>Бизнес-анализ</h2>
        </Card>
        <ul>
          <Card as="li" padding="sm" tone="alt" elevated>
            Онлайн или офлайн
          </Card>
        </ul>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders a div by default and the element given in as', () => {
    renderWithTheme(
      <>
        <Card data-testid="plain">Содержимое</Card>
        <Card as="article" aria-labelledby="plan-title">
          <h3 id="plan-title">STARTER</h3>
        </Card>
      </>,
    );
    expect(screen.getByText('Содержимое').tagName).toBe('DIV');
    expect(screen.getByRole('article', { name: 'STARTER' })).toBeInTheDocument();
  });

  it('passes attributes through and draws a shadow only when elevated', () => {
    renderWithTheme(
      <>
        <Card id="flat">Плоская</Card>
        <Card elevated>Приподнятая</Card>
      </>,
    );
    expect(screen.getByText('Плоская')).toHaveAttribute('id', 'flat');
    expect(screen.getByText('Плоская')).toHaveStyle({ boxShadow: 'none' });
    expect(screen.getByText('Приподнятая')).not.toHaveStyle({ boxShadow: 'none' });
  });
});
