/** Transition timings; the global reset shortens them for visitors who ask for reduced motion. */
export const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;
