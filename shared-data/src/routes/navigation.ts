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

/** Menu of the shared (marketing) header, in display order. */
export const marketingHeaderNav: readonly NavItem[] = [
  { label: 'О нас', href: aboutHref },
  { label: 'Тарифы', href: paths.pricing },
  { label: 'Услуги', href: paths.services },
  { label: 'Почему мы', href: paths.whyChooseUs },
  { label: 'Digital Agency', href: paths.digital },
  { label: 'Контакты', href: consultationHref },
  { label: 'Амбассадор', href: paths.ambassador },
];

/** Call to action of the marketing header. */
export const marketingHeaderAction: NavItem = { label: 'Консультация', href: consultationHref };

/** Menu of the digital studio header, in display order. */
export const digitalHeaderNav: readonly NavItem[] = [
  { label: 'Услуги', href: paths.digitalServices },
  { label: 'Проекты', href: digitalProjectsHref },
  { label: 'Пакеты', href: digitalPricingHref },
  { label: 'Контакты', href: digitalContactHref },
  { label: 'Marketing Agency', href: paths.marketing },
];

/** Call to action of the digital header. */
export const digitalHeaderAction: NavItem = { label: 'Заказать проект', href: digitalContactHref };

/** Footer menu of the marketing division. */
export const marketingFooterNav: readonly NavItem[] = [
  { label: 'О нас', href: aboutHref },
  { label: 'Услуги', href: paths.services },
  { label: 'Тарифы', href: paths.pricing },
  { label: 'Почему мы', href: paths.whyChooseUs },
  { label: 'Контакты', href: consultationHref },
  { label: 'Амбассадор', href: paths.ambassador },
];

/** Footer menu of the digital studio. */
export const digitalFooterNav: readonly NavItem[] = [
  { label: 'Главная', href: paths.digital },
  { label: 'Услуги', href: paths.digitalServices },
  { label: 'Почему мы', href: digitalWhyUsHref },
  { label: 'Пакеты', href: digitalPricingHref },
  { label: 'Контакты', href: digitalContactHref },
  { label: 'Marketing Agency', href: paths.marketing },
];

/** The link to the privacy policy that every footer carries. */
export const privacyPolicyLink: NavItem = { label: 'Политика конфиденциальности', href: paths.privacy };

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
