import { breakpoints, mq } from './breakpoints';
import { theme } from './theme';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) =>
    channel(Number.parseInt(hex.slice(start, start + 2), 16)),
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const { colors } = theme;

describe('theme', () => {
  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['text on surface', colors.text, colors.surface],
    ['text on surface-alt', colors.text, colors.surfaceAlt],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['muted text on surface-alt', colors.textMuted, colors.surfaceAlt],
    ['primary contrast on primary', colors.primaryContrast, colors.primary],
    ['primary contrast on primary hover', colors.primaryContrast, colors.primaryHover],
    ['primary on surface', colors.primary, colors.surface],
    ['primary on surface-alt', colors.primary, colors.surfaceAlt],
    ['primary on primary-subtle', colors.primary, colors.primarySubtle],
    ['muted text on brand', colors.textOnBrandMuted, colors.primary],
    ['accent contrast on accent', colors.accentContrast, colors.accent],
    ['danger on surface', colors.danger, colors.surface],
    ['success on surface', colors.success, colors.surface],
    ['success on surface-alt', colors.success, colors.surfaceAlt],
    ['success on primary-subtle', colors.success, colors.primarySubtle],
    ['danger on primary-subtle', colors.danger, colors.primarySubtle],
    ['muted text on primary-subtle', colors.textMuted, colors.primarySubtle],
    ['footer text on footer', colors.footerText, colors.footerBg],
    ['footer muted text on footer', colors.footerTextMuted, colors.footerBg],
    ['footer links on footer', colors.footerLink, colors.footerBg],
  ])('passes WCAG AA for %s', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on surface', colors.focusRing, colors.surface],
    ['focus ring on surface-alt', colors.focusRing, colors.surfaceAlt],
    ['dark focus ring on footer', colors.focusRingOnDark, colors.footerBg],
    ['dark focus ring on brand', colors.focusRingOnDark, colors.primary],
    ['strong border on surface', colors.borderStrong, colors.surface],
  ])('gives the %s the 3:1 of a non-text indicator', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('builds mobile-first media queries with md as the desktop switch', () => {
    expect(mq.md).toBe(`@media (min-width: ${breakpoints.md}px)`);
    expect(theme.mq).toBe(mq);
    const widths = Object.values(breakpoints);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it('keeps the touch target at 44 px', () => {
    expect(theme.sizes.touchTarget).toBe('44px');
  });
});
