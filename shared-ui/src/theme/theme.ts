import { breakpoints, mq } from './breakpoints';
import { colors } from './colors';
import { transitions } from './motion';
import { radii } from './radii';
import { shadows } from './shadows';
import { sizes, zIndices } from './sizes';
import { space } from './space';
import { fontSizes, fonts, fontWeights, lineHeights } from './typography';

/** The design tokens, available to every styled component through Emotion's theme. */
export const theme = {
  colors,
  space,
  radii,
  shadows,
  sizes,
  zIndices,
  transitions,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  mq,
} as const;

/** Type of the theme object. */
export type AppTheme = typeof theme;

declare module '@emotion/react' {
  export interface Theme extends AppTheme {}
}
