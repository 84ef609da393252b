import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Container } from './container';

describe('Container', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <Container>
        <p>Содержимое</p>
      </Container>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('centres its content at the chosen maximum width with side padding', () => {
    renderWithTheme(
      <>
        <Container data-testid="default">Обычный</Container>
        <Container size="narrow">Узкий</Container>
      </>,
    );
    expect(screen.getByText('Обычный')).toHaveStyle({
      maxWidth: '75rem',
      paddingLeft: '1rem',
      paddingRight: '1rem',
    });
    expect(screen.getByText('Узкий')).toHaveStyle({ maxWidth: '48rem' });
  });
});
