import type { CSSObject, Theme } from '@emotion/react';

/** The frame of a small control in the page's content (the carousel's buttons, the copy field): touch-sized, ruled. */
export const controlFrameStyles = (theme: Theme): CSSObject => ({
  minHeight: theme.sizes.touchTarget,
  border: `1px solid ${theme.colors.borderStrong}`,
  color: theme.colors.text,
});
