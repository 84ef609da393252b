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

/**
 * shared-data's links with the book's labels, one by one in their order (`uzbek-catalog.test.tsx` checks that every
 * link has its label in each language).
 */
const labelled = (links: readonly string[], labels: readonly string[]): readonly NavItem[] =>
  links.map((href, index) => ({ label: labels[index] ?? '', href }));

/** The links of each menu, with the book's list of labels for each. */
export const menuLinks = {
  marketingHeader: marketingHeaderLinks,
  digitalHeader: digitalHeaderLinks,
  marketingFooter: marketingFooterLinks,
  digitalFooter: digitalFooterLinks,
} as const satisfies Partial<Record<keyof NavigationTexts, readonly string[]>>;

/**
 * A division's header menu labelled in the language of `texts` (shared-ui's book, its `navigation`); its call to action
 * leads to the division's contact form.
 */
export function siteMenuIn(variant: SiteVariant, texts: NavigationTexts): SiteMenu {
  return variant === 'marketing'
    ? {
        items: labelled(marketingHeaderLinks, texts.marketingHeader),
        action: { label: texts.marketingAction, href: consultationHref },
      }
    : {
        items: labelled(digitalHeaderLinks, texts.digitalHeader),
        action: { label: texts.digitalAction, href: digitalContactHref },
      };
}

/** A division's footer menu labelled in the language of `texts`. */
export const footerNavIn = (variant: SiteVariant, texts: NavigationTexts): readonly NavItem[] =>
  variant === 'marketing'
    ? labelled(marketingFooterLinks, texts.marketingFooter)
    : labelled(digitalFooterLinks, texts.digitalFooter);

/** The footer's link to the privacy policy, labelled in the language of `texts`. */
export const privacyLinkIn = (texts: NavigationTexts): NavItem => ({
  label: texts.privacy,
  href: paths.privacy,
});
