import type { CSSObject } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/** Styles that hide an element from sight but keep it for screen readers. */
export const visuallyHiddenStyles: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, e.g. "(откроется в новой вкладке)" after an external link. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <span css={visuallyHiddenStyles} {...props} />;
}
