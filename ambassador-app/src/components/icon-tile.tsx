import { Icon, type IconName, iconNames } from 'shared-ui';

const drawable = new Set<string>(iconNames);

export interface IconTileProps {
  /** Icon name from a catalog entry; one the set lacks is drawn as a tick. */
  name: string | undefined;
  /** `surface` on tinted cards, `tint` on plain ones. */
  tone?: 'surface' | 'tint';
}

/** A catalog entry's icon on a small rounded tile, decorative. */
export function IconTile({ name, tone = 'tint' }: IconTileProps) {
  const icon: IconName = name && drawable.has(name) ? (name as IconName) : 'check-circle';
  return (
    <span
      css={(theme) => ({
        display: 'inline-flex',
        alignSelf: 'flex-start',
        flexShrink: 0,
        padding: theme.space.sm,
        borderRadius: theme.radii.md,
        background: tone === 'surface' ? theme.colors.surface : theme.colors.primarySubtle,
        color: theme.colors.primary,
      })}
    >
      <Icon name={icon} size={24} />
    </span>
  );
}
