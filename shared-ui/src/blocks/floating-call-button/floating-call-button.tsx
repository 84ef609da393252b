import { phoneHref } from 'shared-data/site';
import { Icon, useRuntimeConfig } from 'shared-ui';

/** Diameter of the floating call button. */
export const floatingCallButtonSize = '56px';

/**
 * A round call button fixed to the bottom-right corner, clear of the device's safe-area insets: a `tel:` link to
 * the agency phone of the runtime config, in its own complementary landmark. Hidden when printing.
 */
export function FloatingCallButton() {
  const { agencyPhone } = useRuntimeConfig();
  return (
    <aside aria-label="Быстрая связь">
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
        <Icon name="phone" size={24} />
      </a>
    </aside>
  );
}
