import { Icon, type IconName, iconNames } from 'shared-ui';

const known = new Set<string>(iconNames);

/** An icon named by a catalog entry; a name the icon set lacks falls back to a tick. */
export function CatalogIcon({ name, size = 24 }: { name: string; size?: number }) {
  return <Icon name={known.has(name) ? (name as IconName) : 'check-circle'} size={size} />;
}
