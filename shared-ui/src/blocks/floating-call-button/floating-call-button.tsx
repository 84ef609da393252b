import { phoneHref } from 'shared-data/site';
import { Icon, sharedUiTexts, useRuntimeConfig, useTexts } from 'shared-ui';

/** Diameter of the floating call button on wide screens. */
export const floatingCallButtonSize = '56px';

/** Diameter of the call button in the bar of narrow screens. */
const barButtonSize = '48px';

/** Height of the bar that holds the call button on narrow screens, without the device's bottom inset. */
export const callBarHeight = '64px';

/**
 * The call button: a `tel:` link to the agency phone of the runtime config, in its own complementary landmark,
 * clear of the device's safe-area insets and hidden when printing. On narrow screens a floating button would lie
 * over the text under it wherever the page is scrolled, so there it sits in a bar of its own along the bottom edge
 * (the footer leaves the bar's height free under its last line); from the `md` breakpoint it floats in the
 * bottom-right corner, beside the page's centred column.
 */
export function FloatingCallButton() {
  const { agencyPhone } = useRuntimeConfig();
  const texts = useTexts(sharedUiTexts).floatingCall;
  return (
    <aside
      aria-label={texts.label}
      css={(theme) => ({
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndices.header,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        boxSizing: 'content-box',
        height: callBarHeight,
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
        paddingRight: `calc(${theme.space.md} + env(safe-area-inset-right, 0px))`,
        background: theme.colors.surface,
        borderTop: `1px solid ${theme.colors.border}`,
        [theme.mq.md]: { position: 'static', height: 0, padding: 0, border: 'none' },
        '@media print': { display: 'none' },
      })}
    >
      <a
        href={phoneHref(agencyPhone)}
        aria-label={texts.call(agencyPhone)}
        css={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: barButtonSize,
          height: barButtonSize,
          borderRadius: '50%',
          background: theme.colors.primary,
          color: theme.colors.primaryContrast,
          transition: `background-color ${theme.transitions.fast}`,
          '@media (hover: hover)': { '&:hover': { background: theme.colors.primaryHover } },
          [theme.mq.md]: {
            position: 'fixed',
            right: `calc(${theme.space.md} + env(safe-area-inset-right, 0px))`,
            bottom: `calc(${theme.space.md} + env(safe-area-inset-bottom, 0px))`,
            zIndex: theme.zIndices.header,
            width: floatingCallButtonSize,
            height: floatingCallButtonSize,
            boxShadow: theme.shadows.lg,
          },
        })}
      >
        <Icon name="phone" size={24} />
      </a>
    </aside>
  );
}
