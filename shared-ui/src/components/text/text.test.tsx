import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { cssVars } from '../../theme/css-vars';
import { theme } from '../../theme/theme';
import { Text } from './text';

describe('Text', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <>
        <Text variant="lead">Маркетинг и разработка под ключ.</Text>
        <Text>Оплата после подписания договора.</Text>
        <Text variant="muted">Ответим в течение 30 минут.</Text>
        <Text variant="small">Консультация бесплатна.</Text>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a paragraph unless told otherwise', () => {
    renderWithTheme(
      <ul>
        <Text>Абзац</Text>
        <Text as="li">Пункт</Text>
        <Text as="span">Строка</Text>
      </ul>,
    );
    expect(screen.getByText('Абзац').tagName).toBe('P');
    expect(screen.getByRole('listitem')).toHaveTextContent('Пункт');
    expect(screen.getByText('Строка').tagName).toBe('SPAN');
  });

  it('styles each variant from the theme', () => {
    renderWithTheme(
      <>
        <Text variant="lead">Вступление</Text>
        <Text variant="muted">Пояснение</Text>
        <Text variant="small">Сноска</Text>
      </>,
    );
    expect(screen.getByText('Вступление')).toHaveStyle({ fontSize: theme.fontSizes.lg });
    expect(getComputedStyle(screen.getByText('Пояснение')).color).toBe(
      `var(${cssVars.textMuted}, ${theme.colors.textMuted})`,
    );
    expect(screen.getByText('Сноска')).toHaveStyle({ fontSize: theme.fontSizes.sm });
  });
});
