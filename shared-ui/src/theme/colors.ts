/** Brand palette. Every text colour passes WCAG AA (4.5:1) on the backgrounds it is meant for; see theme.test.ts. */
export const colors = {
  primary: '#4338CA',
  primaryHover: '#3730A3',
  primaryContrast: '#FFFFFF',
  primarySubtle: '#EEF2FF',
  accent: '#F59E0B',
  accentContrast: '#111827',
  surface: '#FFFFFF',
  surfaceAlt: '#F3F4F8',
  text: '#111827',
  textMuted: '#4B5563',
  textOnBrandMuted: '#E0E7FF',
  border: '#D1D5DB',
  borderStrong: '#6B7280',
  danger: '#B91C1C',
  success: '#166534',
  footerBg: '#0F172A',
  footerText: '#E2E8F0',
  footerTextMuted: '#94A3B8',
  footerLink: '#A5B4FC',
  focusRing: '#2563EB',
  focusRingOnDark: '#FBBF24',
} as const;

/** Name of a theme colour. */
export type ColorToken = keyof typeof colors;
