import { Text } from 'shared-ui';

/** The side of the shown QR code, in CSS pixels. */
export const qrShownSize = 192;

/** A box of the code's size, so nothing moves when the code arrives. */
export function QrPlaceholder({ children }: { children?: string }) {
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        width: qrShownSize,
        height: qrShownSize,
        border: `1px dashed ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        textAlign: 'center',
      })}
    >
      {children ? <Text variant="small">{children}</Text> : null}
    </div>
  );
}
