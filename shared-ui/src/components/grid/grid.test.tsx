import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { Grid, gridColumnStyles } from './grid';

describe('Grid', () => {
  it('is accessible as a list', async () => {
    const { container } = renderWithTheme(
      <Grid as="ul" aria-label="Технологии" columns={{ base: 2, md: 4 }}>
        <li>React</li>
        <li>Node.js</li>
      </Grid>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lays its children out in the given number of columns', () => {
    renderWithTheme(
      <Grid as="ul" aria-label="Тарифы" columns={3}>
        <li>STARTER</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Тарифы' });
    expect(list).toHaveStyle({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
  });

  it('builds mobile-first media queries for responsive columns', () => {
    expect(gridColumnStyles({ base: 1, md: 2, lg: 3 }, theme)).toEqual({
      gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
      [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    });
    expect(gridColumnStyles({ sm: 2 }, theme)).toEqual({
      gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
      [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    });
  });
});
