/** Mobile-first breakpoints in px; `md` is where the layout switches from mobile to desktop. */
export const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** Name of a breakpoint. */
export type Breakpoint = keyof typeof breakpoints;

/** Min-width media queries keyed by breakpoint, for object styles: `{ [mq.md]: { … } }`. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;
