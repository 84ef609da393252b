import {
  digitalFooterNav,
  digitalHeaderAction,
  digitalHeaderNav,
  marketingFooterNav,
  marketingHeaderAction,
  marketingHeaderNav,
  type NavItem,
  privacyPolicyLink,
} from 'shared-data/site';
import type { SharedUiTexts } from '../../texts/book';
import type { SiteVariant } from '../site-variant';

/** A division's header menu: its links and its call to action. Its landmark name is in the book (`menu`). */
export interface SiteMenu {
  items: readonly NavItem[];
  action: NavItem;
}

/** The header menus as shared-data writes them, in Russian. */
export const siteMenus: Record<SiteVariant, SiteMenu> = {
  marketing: { items: marketingHeaderNav, action: marketingHeaderAction },
  digital: { items: digitalHeaderNav, action: digitalHeaderAction },
};

type NavigationTexts = SharedUiTexts['navigation'];

/** shared-data's links with the book's labels, one by one in their order. */
const labelled = (items: readonly NavItem[], labels: readonly string[]): readonly NavItem[] =>
  items.map((item, index) => ({ ...item, label: labels[index] ?? item.label }));

/** A division's header menu labelled in the language of `texts` (shared-ui's book, its `navigation`). */
export function siteMenuIn(variant: SiteVariant, texts: NavigationTexts): SiteMenu {
  const menu = siteMenus[variant];
  return variant === 'marketing'
    ? {
        items: labelled(menu.items, texts.marketingHeader),
        action: { ...menu.action, label: texts.marketingAction },
      }
    : {
        items: labelled(menu.items, texts.digitalHeader),
        action: { ...menu.action, label: texts.digitalAction },
      };
}

/** A division's footer menu labelled in the language of `texts`. */
export const footerNavIn = (variant: SiteVariant, texts: NavigationTexts): readonly NavItem[] =>
  variant === 'marketing'
    ? labelled(marketingFooterNav, texts.marketingFooter)
    : labelled(digitalFooterNav, texts.digitalFooter);

/** The footer's link to the privacy policy, labelled in the language of `texts`. */
export const privacyLinkIn = (texts: NavigationTexts): NavItem => ({
  ...privacyPolicyLink,
  label: texts.privacy,
});
