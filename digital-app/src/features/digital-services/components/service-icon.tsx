import { Icon, type IconName, iconNames } from 'shared-ui';

const known = new Set<string>(iconNames);

/** The catalog icon of a service on a tile of its accent colour. */
export function ServiceIcon({ name, color }: { name: string; color: string }) {
  return (
    <span
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: '3rem',
        height: '3rem',
        borderRadius: theme.radii.md,
        background: color,
        color: theme.colors.primaryContrast,
      })}
    >
      <Icon name={known.has(name) ? (name as IconName) : 'check-circle'} size={24} />
    </span>
  );
}
