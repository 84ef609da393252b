import { phoneHref, useRuntimeConfig } from 'shared-data';

/** Diameter of the floating call button. */
export const floatingCallButtonSize = '56px';

function PhoneIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none">
      <path
        d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A round call button fixed to the bottom-right corner, clear of the device's safe-area insets: a `tel:` link to
 * the agency phone of the runtime config. Hidden when printing.
 */
export function FloatingCallButton() {
  const { agencyPhone } = useRuntimeConfig();
  return (
    <a
      href={phoneHref(agencyPhone)}
      aria-label={`Позвонить: ${agencyPhone}`}
      css={(theme) => ({
        position: 'fixed',
        right: `calc(${theme.space.md} + env(safe-area-inset-right, 0px))`,
        bottom: `calc(${theme.space.md} + env(safe-area-inset-bottom, 0px))`,
        zIndex: theme.zIndices.header,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: floatingCallButtonSize,
        height: floatingCallButtonSize,
        borderRadius: '50%',
        background: theme.colors.primary,
        color: theme.colors.primaryContrast,
        boxShadow: theme.shadows.lg,
        transition: `background-color ${theme.transitions.fast}`,
        '@media (hover: hover)': { '&:hover': { background: theme.colors.primaryHover } },
        '@media print': { display: 'none' },
      })}
    >
      <PhoneIcon />
    </a>
  );
}
