import {
  digitalHeaderAction,
  digitalHeaderNav,
  marketingHeaderAction,
  marketingHeaderNav,
  type NavItem,
} from 'shared-data/site';
import type { SiteVariant } from '../site-variant';

/** A division's header menu: its links and its call to action. Its landmark name is in the book (`menu`). */
export interface SiteMenu {
  items: readonly NavItem[];
  action: NavItem;
}

export const siteMenus: Record<SiteVariant, SiteMenu> = {
  marketing: { items: marketingHeaderNav, action: marketingHeaderAction },
  digital: { items: digitalHeaderNav, action: digitalHeaderAction },
};
