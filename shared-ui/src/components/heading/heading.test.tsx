import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { Heading, type HeadingLevel } from './heading';

const levels: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

describe('Heading', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <div>
        {levels.map((level) => (
          <Heading key={level} level={level}>
            Уровень {level}
          </Heading>
        ))}
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(levels)('renders level %i as the matching heading element', (level) => {
    renderWithTheme(<Heading level={level}>Заголовок</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Заголовок' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('looks as large as asked regardless of its level', () => {
    renderWithTheme(
      <>
        <Heading level={1} size="sm">
          Маленький первый
        </Heading>
        <Heading level={3} size="display">
          Крупный третий
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveStyle({ fontSize: theme.fontSizes.lg });
    expect(screen.getByRole('heading', { level: 3 })).toHaveStyle({ fontSize: theme.fontSizes['4xl'] });
  });

  it('can be referenced by aria-labelledby', () => {
    renderWithTheme(
      <section aria-labelledby="pricing-title">
        <Heading level={2} id="pricing-title">
          Тарифы
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Тарифы' })).toBeInTheDocument();
  });
});
