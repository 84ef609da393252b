import { iconPaths } from './icon-paths';

/** Name of an icon of the set. */
export type IconName = keyof typeof iconPaths;

/** Every icon name of the set. */
export const iconNames = Object.keys(iconPaths) as IconName[];

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in px (or any CSS length); default 20. */
  size?: number | string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

/**
 * A 24×24 stroke icon in the current text colour. With a `title` it is an image named by it; without, it is
 * decorative and the surrounding control or text must carry the meaning.
 */
export function Icon({ name, size = 20, title, className }: IconProps) {
  const decorative = !title;
  return (
    <svg
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : title}
      aria-hidden={decorative ? true : undefined}
      focusable={decorative ? false : undefined}
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ flexShrink: 0 }}
    >
      {iconPaths[name]}
    </svg>
  );
}
