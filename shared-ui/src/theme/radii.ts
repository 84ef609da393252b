/** Corner radii. */
export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  pill: '9999px',
} as const;
