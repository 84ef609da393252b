import type { ComponentPropsWithRef } from 'react';
import { sharedUiTexts, useTexts, visuallyHiddenStyles } from 'shared-ui';

/** Id of the page's `<main>`; PageLayout sets it, and SkipLink points at it by default. */
export const mainContentId = 'main-content';

export type SkipLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** Id of the element to jump to; default `mainContentId`. */
  targetId?: string;
};

/** The first focusable element of the page: lets keyboard users jump over the header. Visible only when focused. */
export function SkipLink({ targetId = mainContentId, children, ...props }: SkipLinkProps) {
  const texts = useTexts(sharedUiTexts);
  return (
    <a
      {...props}
      href={`#${targetId}`}
      css={(theme) => ({
        '&:not(:focus)': visuallyHiddenStyles,
        position: 'absolute',
        top: theme.space.xs,
        left: theme.space.xs,
        zIndex: theme.zIndices.overlay,
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: theme.sizes.touchTarget,
        padding: `0 ${theme.space.md}`,
        borderRadius: theme.radii.md,
        background: theme.colors.primary,
        color: theme.colors.primaryContrast,
        fontWeight: theme.fontWeights.semibold,
        textDecoration: 'none',
        boxShadow: theme.shadows.md,
      })}
    >
      {children ?? texts.skipLink}
    </a>
  );
}
