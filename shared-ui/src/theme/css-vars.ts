/**
 * Custom properties that a dark or brand-coloured surface sets so that muted text and the focus ring inside it stay
 * readable, without the components inside knowing which surface they are on.
 */
export const cssVars = {
  textMuted: '--ui-text-muted',
  focusRing: '--ui-focus-ring',
} as const;

/** `var()` reference to a contextual custom property with its fallback. */
export const cssVar = (name: keyof typeof cssVars, fallback: string) => `var(${cssVars[name]}, ${fallback})`;
