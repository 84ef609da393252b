import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Badge } from './badge';

describe('Badge', () => {
  it('is accessible in every tone', async () => {
    const { container } = renderWithTheme(
      <p>
        <Badge>Новое</Badge>
        <Badge tone="accent">Популярный</Badge>
        <Badge tone="success">Активен</Badge>
        <Badge tone="danger">-30%</Badge>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders its text inline and gives each tone its own colours', () => {
    renderWithTheme(
      <>
        <Badge>Новое</Badge>
        <Badge tone="danger">-30%</Badge>
      </>,
    );
    const neutral = screen.getByText('Новое');
    const danger = screen.getByText('-30%');
    expect(neutral.tagName).toBe('SPAN');
    expect(getComputedStyle(neutral).backgroundColor).not.toBe(getComputedStyle(danger).backgroundColor);
  });
});
