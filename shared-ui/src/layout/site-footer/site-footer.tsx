import type { CSSObject, Theme } from '@emotion/react';
import { useId } from 'react';
import {
  brandName,
  companyIn,
  companyTexts,
  digitalServicesIn,
  digitalServicesTexts,
  emailHref,
  type Language,
  logoHref,
  marketingServicesIn,
  marketingServicesTexts,
  type NavItem,
  paths,
  phoneHref,
  textsOf,
} from 'shared-data/catalog';
import {
  AppLink,
  Container,
  cssVars,
  followSiteLink,
  Heading,
  NavList,
  sharedUiTexts,
  useCurrentPathname,
  usePageLanguage,
  useRenderTime,
  useRuntimeConfig,
  useTexts,
  VisuallyHidden,
} from 'shared-ui';
import { callBarHeight } from '../../blocks/floating-call-button/floating-call-button';
import { LogoLink } from '../logo-link/logo-link';
import { footerNavIn, privacyLinkIn } from '../site-header/site-menus';
import type { SiteVariant } from '../site-variant';

export interface SiteFooterProps {
  variant: SiteVariant;
  /** Overrides the pathname read from the URL. */
  pathname?: string;
}

/** How many services of the catalog the footer names. */
const footerServiceCount = 5;

const serviceLinks = (titles: readonly { title: string }[], href: string): readonly NavItem[] =>
  titles.slice(0, footerServiceCount).map(({ title }) => ({ label: title, href }));

/** The division's first services, named in `language`: only the division's own book is read. */
const servicesOf = (variant: SiteVariant, language: Language): readonly NavItem[] =>
  variant === 'marketing'
    ? serviceLinks(marketingServicesIn(textsOf(marketingServicesTexts, language)), paths.services)
    : serviceLinks(
        digitalServicesIn(textsOf(digitalServicesTexts, language), language),
        paths.digitalServices,
      );

const contactLink = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.touchTarget,
  color: theme.colors.footerLink,
  textUnderlineOffset: '0.3em',
});

const list: CSSObject = { margin: 0, padding: 0, listStyle: 'none' };

/**
 * The site footer: the division's menu, the first services of its catalog, the agency's contacts from the runtime
 * config with the address and hours, and the copyright line.
 */
/** The calendar year in Tashkent (UTC+5, no daylight saving) at `time` (epoch ms). */
const tashkentYear = (time: number) => new Date(time + 5 * 3_600_000).getUTCFullYear();

export function SiteFooter({ variant, pathname }: SiteFooterProps) {
  const currentPathname = useCurrentPathname();
  const path = pathname ?? currentPathname;
  const { agencyPhone, contactEmail, telegramUrl, instagramUrl } = useRuntimeConfig();
  const navTitleId = useId();
  const servicesTitleId = useId();
  // The footer is static markup on a page of islands: the year is the render's, in Tashkent.
  const year = tashkentYear(useRenderTime()());
  const texts = useTexts(sharedUiTexts);
  const language = usePageLanguage();
  // Cheap (a dozen services), so built each render: a book saved in `npm run dev` shows at once.
  const services = servicesOf(variant, language);
  const privacyLink = privacyLinkIn(texts.navigation);
  const company = companyIn(useTexts(companyTexts));
  const newTab = <VisuallyHidden>{` ${texts.newTab}`}</VisuallyHidden>;

  return (
    <footer
      css={(theme) => ({
        background: theme.colors.footerBg,
        color: theme.colors.footerText,
        [cssVars.textMuted]: theme.colors.footerTextMuted,
        [cssVars.focusRing]: theme.colors.focusRingOnDark,
        paddingTop: theme.space.xxl,
        paddingBottom: `calc(${theme.space.xl} + ${callBarHeight} + env(safe-area-inset-bottom, 0px))`,
        [theme.mq.md]: { paddingBottom: theme.space.xl },
      })}
    >
      <Container
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.xl,
          [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr 1.4fr 1.4fr' },
        })}
      >
        <div>
          <LogoLink href={logoHref(path)} />
        </div>
        <nav aria-labelledby={navTitleId}>
          <Heading level={2} size="xs" id={navTitleId}>
            {texts.footer.sections}
          </Heading>
          <NavList items={footerNavIn(variant, texts.navigation)} pathname={path} direction="column" />
        </nav>
        <div>
          <Heading level={2} size="xs" id={servicesTitleId}>
            {texts.footer.services}
          </Heading>
          <ul css={list} aria-labelledby={servicesTitleId}>
            {services.map((service) => (
              <li key={service.label}>
                <AppLink href={service.href} onClick={followSiteLink} css={contactLink}>
                  {service.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading level={2} size="xs">
            {texts.footer.contacts}
          </Heading>
          <address css={{ fontStyle: 'normal' }}>
            <ul css={list}>
              <li>
                <a href={phoneHref(agencyPhone)} css={contactLink}>
                  {agencyPhone}
                </a>
              </li>
              <li>
                <a href={emailHref(contactEmail)} css={contactLink}>
                  {contactEmail}
                </a>
              </li>
              <li>
                <a href={telegramUrl} target="_blank" rel="noopener noreferrer" css={contactLink}>
                  Telegram{newTab}
                </a>
              </li>
              <li>
                <a href={instagramUrl} target="_blank" rel="noopener noreferrer" css={contactLink}>
                  Instagram{newTab}
                </a>
              </li>
              <li>{company.addressText}</li>
              <li>{company.openingHours.text}</li>
            </ul>
          </address>
        </div>
      </Container>
      <Container
        css={(theme) => ({
          marginTop: theme.space.xl,
          paddingTop: theme.space.lg,
          borderTop: `1px solid ${theme.colors.footerTextMuted}`,
          color: theme.colors.footerTextMuted,
          fontSize: theme.fontSizes.sm,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: theme.space.lg,
        })}
      >
        <p>
          © {year} {brandName}
        </p>
        <AppLink href={privacyLink.href} onClick={followSiteLink} css={contactLink}>
          {privacyLink.label}
        </AppLink>
      </Container>
    </footer>
  );
}
