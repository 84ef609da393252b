import { pagePathOf } from './languages';
import { paths } from './site-paths';

/** A link of a navigation menu. */
export interface NavItem {
  label: string;
  href: string;
}

/** Name shown as the logo's text mark and in the copyright line. */
export const brandName = 'AGENCY';

/** Section ids that navigation links point at; pages give their sections these ids. */
export const sectionIds = {
  about: 'about',
  pricing: 'pricing',
  contactForm: 'contact-form',
  services: 'services-section',
  contact: 'contact',
  projects: 'projects',
  whyUs: 'why-us',
} as const;

/** The consultation form on the home page: target of every "Консультация" button of the marketing division. */
export const consultationHref = `${paths.home}#${sectionIds.contactForm}`;
/** The about section of the home page. */
export const aboutHref = `${paths.home}#${sectionIds.about}`;
/** The contact block of the digital landing: target of "Заказать проект". */
export const digitalContactHref = `${paths.digital}#${sectionIds.contact}`;
/** The pack pricing of the digital landing. */
export const digitalPricingHref = `${paths.digital}#${sectionIds.pricing}`;
export const digitalProjectsHref = `${paths.digital}#${sectionIds.projects}`;
export const digitalWhyUsHref = `${paths.digital}#${sectionIds.whyUs}`;

/*
 * The menus' links, in display order: shared-ui's book labels them one by one in each language
 * (`navigation.marketingHeader`, …), so a menu's words load with the page's language.
 */

/** Links of the shared (marketing) header. */
export const marketingHeaderLinks: readonly string[] = [
  aboutHref,
  paths.pricing,
  paths.services,
  paths.whyChooseUs,
  paths.digital,
  consultationHref,
  paths.ambassador,
];

/** Links of the digital studio header. */
export const digitalHeaderLinks: readonly string[] = [
  paths.digitalServices,
  digitalProjectsHref,
  digitalPricingHref,
  digitalContactHref,
  paths.marketing,
];

/** Links of the marketing division's footer menu. */
export const marketingFooterLinks: readonly string[] = [
  aboutHref,
  paths.services,
  paths.pricing,
  paths.whyChooseUs,
  consultationHref,
  paths.ambassador,
];

/** Links of the digital studio's footer menu. */
export const digitalFooterLinks: readonly string[] = [
  paths.digital,
  paths.digitalServices,
  digitalWhyUsHref,
  digitalPricingHref,
  digitalContactHref,
  paths.marketing,
];

/** Whether a pathname, in any language of the site, is the page `base` or one below it. */
const isWithin = (pathname: string, base: string) => {
  const page = pagePathOf(pathname);
  return page === base || page.startsWith(`${base}/`);
};

/** Where the logo leads: the division landing while inside a division, otherwise the home page. */
export function logoHref(pathname: string): string {
  if (isWithin(pathname, paths.digital)) return paths.digital;
  if (isWithin(pathname, paths.marketing)) return paths.marketing;
  return paths.home;
}

/** A `tel:` link for a phone number written with spaces, dashes or brackets. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A `mailto:` link for an e-mail address. */
export function emailHref(email: string): string {
  return `mailto:${email.trim()}`;
}
