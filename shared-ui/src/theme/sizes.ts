/** Fixed sizes: content widths, header height and the minimum touch target. */
export const sizes = {
  containerNarrow: '48rem',
  container: '75rem',
  containerWide: '90rem',
  touchTarget: '44px',
  headerHeight: '4.5rem',
} as const;

/** Stacking order of overlays. */
export const zIndices = {
  header: 100,
  overlay: 1000,
  toast: 1100,
} as const;
