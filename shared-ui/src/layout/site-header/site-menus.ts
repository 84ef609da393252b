import {
  digitalHeaderAction,
  digitalHeaderNav,
  marketingHeaderAction,
  marketingHeaderNav,
  type NavItem,
} from 'shared-data/site';
import type { SiteVariant } from '../site-variant';

/** A division's header menu: its landmark name, its links and its call to action. */
export interface SiteMenu {
  label: string;
  items: readonly NavItem[];
  action: NavItem;
}

export const siteMenus: Record<SiteVariant, SiteMenu> = {
  marketing: { label: 'Основное меню', items: marketingHeaderNav, action: marketingHeaderAction },
  digital: { label: 'Меню Digital Agency', items: digitalHeaderNav, action: digitalHeaderAction },
};
