import {
  digitalHeaderAction,
  digitalHeaderNav,
  logoHref,
  marketingHeaderAction,
  marketingHeaderNav,
  type NavItem,
} from 'shared-data';
import { Button } from '../../components/button/button';
import { Container } from '../../components/container/container';
import { SkipLink } from '../../components/skip-link/skip-link';
import { LogoLink } from '../logo-link/logo-link';
import { NavList } from '../nav-list/nav-list';
import type { SiteVariant } from '../site-variant';
import { useCurrentPathname } from '../use-current-pathname';

export interface SiteHeaderProps {
  variant: SiteVariant;
  /** Overrides the pathname read from the URL. */
  pathname?: string;
}

const menus: Record<SiteVariant, { label: string; items: readonly NavItem[]; action: NavItem }> = {
  marketing: { label: 'Основное меню', items: marketingHeaderNav, action: marketingHeaderAction },
  digital: { label: 'Меню Digital Agency', items: digitalHeaderNav, action: digitalHeaderAction },
};

/**
 * The site header: a skip link, the logo (to the division landing inside a division, otherwise home), the division's
 * menu and its call to action. On narrow screens the menu wraps below the logo. The skip link targets
 * `mainContentId`, which PageLayout gives its `<main>`.
 */
export function SiteHeader({ variant, pathname }: SiteHeaderProps) {
  const currentPathname = useCurrentPathname();
  const path = pathname ?? currentPathname;
  const menu = menus[variant];
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
          aria-label={menu.label}
          css={(theme) => ({
            order: 1,
            flexBasis: '100%',
            marginLeft: `-${theme.space.xs}`,
            fontSize: theme.fontSizes.sm,
            [theme.mq.md]: { fontSize: theme.fontSizes.md },
            [theme.mq.lg]: { order: 0, flex: '1 1 auto', minWidth: 0, marginLeft: 0 },
          })}
        >
          <NavList items={menu.items} pathname={path} />
        </nav>
        <Button href={menu.action.href} size="sm">
          {menu.action.label}
        </Button>
      </Container>
    </header>
  );
}
