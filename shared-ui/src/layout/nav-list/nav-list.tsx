import type { MouseEvent } from 'react';
import type { NavItem } from 'shared-data/site';
import { AppLink } from '../../components/app-link/app-link';
import { followSiteLink } from '../site-navigation';

export interface NavListProps {
  items: readonly NavItem[];
  /** Current pathname; the link to exactly this page is marked `aria-current="page"`. */
  pathname: string;
  /** `row` wraps onto several lines on narrow screens; default `row`. */
  direction?: 'row' | 'column';
  /** Runs on a click on any link; default `followSiteLink` (smooth scroll to sections, top of new pages). */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a link points at the page itself rather than at a section of a page. */
export const isCurrentPage = (href: string, pathname: string) =>
  !href.includes('#') && withoutTrailingSlash(href) === withoutTrailingSlash(pathname);

/** A list of in-site links, as used by the header and footer menus. */
export function NavList({ items, pathname, direction = 'row', onLinkClick = followSiteLink }: NavListProps) {
  return (
    <ul
      css={(theme) => ({
        display: 'flex',
        flexDirection: direction,
        flexWrap: direction === 'row' ? 'wrap' : 'nowrap',
        columnGap: theme.space.xs,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      })}
    >
      {items.map((item) => (
        <li key={`${item.label} ${item.href}`}>
          <AppLink
            href={item.href}
            onClick={onLinkClick}
            aria-current={isCurrentPage(item.href, pathname) ? 'page' : undefined}
            css={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: theme.sizes.touchTarget,
              padding: direction === 'row' ? `0 ${theme.space.xs}` : 0,
              color: 'inherit',
              fontWeight: theme.fontWeights.medium,
              textDecoration: 'none',
              textUnderlineOffset: '0.3em',
              '&:hover, &[aria-current="page"]': { textDecoration: 'underline' },
              '&[aria-current="page"]': { fontWeight: theme.fontWeights.bold },
            })}
          >
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
