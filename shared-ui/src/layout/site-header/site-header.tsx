import type { Theme } from '@emotion/react';
import { logoHref } from 'shared-data/site';
import {
  Button,
  Container,
  followSiteLink,
  NavList,
  sharedUiTexts,
  useCurrentPathname,
  useTexts,
} from 'shared-ui';
import { SkipLink } from '../../components/skip-link/skip-link';
import { LogoLink } from '../logo-link/logo-link';
import type { SiteVariant } from '../site-variant';
import { LanguageSwitch } from './language-switch';
import { MobileMenuButton } from './mobile-menu';
import { siteMenuIn } from './site-menus';

const belowMd = (theme: Theme) => `@media (max-width: ${theme.breakpoints.md - 0.02}px)`;

export interface SiteHeaderProps {
  variant: SiteVariant;
  /** Overrides the pathname read from the URL. */
  pathname?: string;
}

/**
 * The site header: a skip link, the logo (to the division landing inside a division, otherwise home), the division's
 * menu, the link to this page in the other language, and its call to action. Below the `md` breakpoint the menu and the call to action move into a side sheet
 * (`SiteMenuSheet`, which the page writes after its content) opened by a "Меню" button. Links to a section of the current page scroll there smoothly. The skip link targets
 * `mainContentId`, which PageLayout gives its `<main>`.
 */
export function SiteHeader({ variant, pathname }: SiteHeaderProps) {
  const currentPathname = useCurrentPathname();
  const path = pathname ?? currentPathname;
  const book = useTexts(sharedUiTexts);
  const menu = siteMenuIn(variant, book.navigation);
  const texts = book.menu;
  return (
    <header
      css={(theme) => ({
        position: 'relative',
        background: theme.colors.surface,
        color: theme.colors.text,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <SkipLink />
      <Container
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: theme.space.md,
          rowGap: theme.space.xxs,
          paddingTop: theme.space.xs,
          paddingBottom: theme.space.xs,
          [theme.mq.lg]: { flexWrap: 'nowrap' },
        })}
      >
        <LogoLink href={logoHref(path)} />
        <nav
          aria-label={texts[variant]}
          css={(theme) => ({
            order: 1,
            flexBasis: '100%',
            marginLeft: `-${theme.space.xs}`,
            [belowMd(theme)]: { display: 'none' },
            [theme.mq.lg]: { order: 0, flex: '1 1 auto', minWidth: 0, marginLeft: 0 },
          })}
        >
          <NavList items={menu.items} pathname={path} />
        </nav>
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', columnGap: theme.space.sm })}>
          <LanguageSwitch pathname={path} />
          <div css={(theme) => ({ [belowMd(theme)]: { display: 'none' } })}>
            <Button href={menu.action.href} onClick={followSiteLink} size="sm">
              {menu.action.label}
            </Button>
          </div>
          <div css={(theme) => ({ [theme.mq.md]: { display: 'none' } })}>
            <MobileMenuButton />
          </div>
        </div>
      </Container>
    </header>
  );
}
