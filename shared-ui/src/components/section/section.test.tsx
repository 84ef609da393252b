import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { cssVars } from '../../theme/css-vars';
import { theme } from '../../theme/theme';
import { Section } from './section';

describe('Section', () => {
  it('is accessible', async () => {
    const { container } = renderWithTheme(
      <Section id="about" aria-labelledby="about-title" tone="alt">
        <h2 id="about-title">О нас</h2>
      </Section>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a named region that in-page links can target', () => {
    renderWithTheme(
      <Section id="contact-form" aria-labelledby="contact-title">
        <h2 id="contact-title">Получите консультацию</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Получите консультацию' });
    expect(region).toHaveAttribute('id', 'contact-form');
  });

  it('takes the background and text colour of its tone', () => {
    renderWithTheme(
      <>
        <Section aria-label="Обычная">Обычная</Section>
        <Section aria-label="Фирменная" tone="brand">
          Фирменная
        </Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Обычная' })).toHaveStyle({ background: theme.colors.surface });
    const brand = screen.getByRole('region', { name: 'Фирменная' });
    expect(brand).toHaveStyle({ background: theme.colors.primary, color: theme.colors.primaryContrast });
    expect(getComputedStyle(brand).getPropertyValue(cssVars.textMuted)).toBe(theme.colors.textOnBrandMuted);
  });
});
