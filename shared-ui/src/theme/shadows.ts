/** Elevations; `focus` is a ring for components that draw their own focus indicator. */
export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.1)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.14)',
  focus: '0 0 0 3px rgba(37, 99, 235, 0.6)',
} as const;
