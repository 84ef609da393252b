import {
  consultationHref,
  digitalContactHref,
  digitalFooterLinks,
  digitalHeaderLinks,
  marketingFooterLinks,
  marketingHeaderLinks,
  type NavItem,
  paths,
} from 'shared-data/site';
import type { SharedUiTexts } from '../../texts/book';
import type { SiteVariant } from '../site-variant';

/** A division's header menu: its links and its call to action. Its landmark name is in the book (`menu`). */
export interface SiteMenu {
  items: readonly NavItem[];
  action: NavItem;
}

type NavigationTexts = SharedUiTexts['navigation'];

/** The links of each menu, with the book's list of labels for each. */
export const menuLinks = {
  marketingHeader: marketingHeaderLinks,
  digitalHeader: digitalHeaderLinks,
  marketingFooter: marketingFooterLinks,
  digitalFooter: digitalFooterLinks,
} as const satisfies Partial<Record<keyof NavigationTexts, readonly string[]>>;

/**
 * A menu's links with the book's labels, one by one in their order (`uzbek-catalog.test.tsx` checks that every link
 * has its label in each language).
 */
const labelled = (menu: keyof typeof menuLinks, texts: NavigationTexts): readonly NavItem[] =>
  menuLinks[menu].map((href, index) => ({ label: texts[menu][index] ?? '', href }));

/**
 * A division's header menu labelled in the language of `texts` (shared-ui's book, its `navigation`); its call to action
 * leads to the division's contact form.
 */
export function siteMenuIn(variant: SiteVariant, texts: NavigationTexts): SiteMenu {
  return variant === 'marketing'
    ? {
        items: labelled('marketingHeader', texts),
        action: { label: texts.marketingAction, href: consultationHref },
      }
    : {
        items: labelled('digitalHeader', texts),
        action: { label: texts.digitalAction, href: digitalContactHref },
      };
}

/** A division's footer menu labelled in the language of `texts`. */
export const footerNavIn = (variant: SiteVariant, texts: NavigationTexts): readonly NavItem[] =>
  variant === 'marketing' ? labelled('marketingFooter', texts) : labelled('digitalFooter', texts);

/** The footer's link to the privacy policy, labelled in the language of `texts`. */
export const privacyLinkIn = (texts: NavigationTexts): NavItem => ({
  label: texts.privacy,
  href: paths.privacy,
});
