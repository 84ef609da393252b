import { Icon, type IconName, iconNames } from 'shared-ui';

const known = new Set<string>(iconNames);

/** A catalog entry's icon on a tinted tile; a name the icon set lacks shows a tick. */
export function IconBadge({ name }: { name: string | undefined }) {
  const icon: IconName = name && known.has(name) ? (name as IconName) : 'check-circle';
  return (
    <span
      css={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: '3rem',
        height: '3rem',
        color: theme.colors.primary,
        background: theme.colors.primarySubtle,
        borderRadius: theme.radii.md,
      })}
    >
      <Icon name={icon} size={24} />
    </span>
  );
}
