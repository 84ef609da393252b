import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

/** Maximum content width. */
export type ContainerSize = 'narrow' | 'default' | 'wide';

export type ContainerProps = ComponentPropsWithRef<'div'> & {
  /** Default `default` (75rem); `narrow` suits long text and forms. */
  size?: ContainerSize;
};

const maxWidths = (theme: Theme): Record<ContainerSize, string> => ({
  narrow: theme.sizes.containerNarrow,
  default: theme.sizes.container,
  wide: theme.sizes.containerWide,
});

/** Centres content at a maximum width with side padding that grows on larger screens. */
export function Container({ size = 'default', ...props }: ContainerProps) {
  return (
    <div
      {...props}
      css={(theme) => ({
        width: '100%',
        maxWidth: maxWidths(theme)[size],
        marginLeft: 'auto',
        marginRight: 'auto',
        paddingLeft: theme.space.md,
        paddingRight: theme.space.md,
        [theme.mq.md]: { paddingLeft: theme.space.xl, paddingRight: theme.space.xl },
      })}
    />
  );
}
