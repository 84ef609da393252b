import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { AppThemeProvider } from './app-theme-provider';
import { theme } from './theme';

function PrimaryColour() {
  return <p>Основной цвет: {useTheme().colors.primary}</p>;
}

/** The page's rules, without the toaster's own stylesheet (it is not the theme's). */
const globalCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .filter((rule) => !rule.includes('sonner'))
    .join('\n');

describe('AppThemeProvider', () => {
  it('is accessible', async () => {
    const { container } = render(
      <AppThemeProvider>
        <PrimaryColour />
      </AppThemeProvider>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives components the theme', () => {
    render(
      <AppThemeProvider>
        <PrimaryColour />
      </AppThemeProvider>,
    );
    expect(screen.getByText(`Основной цвет: ${theme.colors.primary}`)).toBeInTheDocument();
  });

  it('resets the page: no body margin, border-box sizing, theme font and colours', () => {
    render(<AppThemeProvider>Страница</AppThemeProvider>);
    const body = getComputedStyle(document.body);
    expect(body.margin).toBe('0px');
    expect(body.color).toBe('rgb(17, 24, 39)');
    expect(body.fontFamily).toContain('system-ui');
    expect(getComputedStyle(screen.getByText('Страница').parentElement ?? document.body).boxSizing).toBe(
      'border-box',
    );
  });

  it('draws a visible focus outline and honours reduced motion', () => {
    render(<AppThemeProvider>Страница</AppThemeProvider>);
    const css = globalCss();
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:\s*3px solid/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)/);
  });

  it('leaves the global reset out when asked', () => {
    render(
      <AppThemeProvider withGlobalStyles={false}>
        <PrimaryColour />
      </AppThemeProvider>,
    );
    expect(globalCss()).not.toContain('prefers-reduced-motion');
    expect(screen.getByText(`Основной цвет: ${theme.colors.primary}`)).toBeInTheDocument();
  });
});
