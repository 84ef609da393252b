import { css, Global } from '@emotion/react';
import { cssVar } from './css-vars';
import type { AppTheme } from './theme';

const globalStyles = (theme: AppTheme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* An island's element only marks where it is: its content takes part in the layout around it. */
  [data-island] {
    display: contents;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  /* While a dialog is open the page behind it keeps its place and does not scroll. */
  html:has(dialog[open]) {
    overflow: hidden;
  }

  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  p,
  figure,
  blockquote {
    margin: 0;
  }

  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
  }

  :focus-visible {
    outline: 3px solid ${cssVar('focusRing', theme.colors.focusRing)};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** The document-wide reset: box sizing, body font and colours, focus outline, reduced-motion respect. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
