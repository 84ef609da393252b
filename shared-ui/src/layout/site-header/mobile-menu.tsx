import type { MouseEvent } from 'react';
import { Button, closeDialog, followSiteLink, Icon, NavList, opensDialog } from 'shared-ui';
import { Sheet } from '../../components/sheet/sheet';
import type { SiteMenu } from './site-menus';

/** The id of the header's menu sheet, which the "Меню" button names. */
export const siteMenuId = 'site-menu';

export interface MobileMenuProps {
  menu: SiteMenu;
  pathname: string;
}

/**
 * A link chosen in the sheet where React renders the page: the sheet closes (focus goes back to the "Меню" button)
 * before the link is followed, so the scroll to a section is not undone. On a page of islands the menu is markup
 * alone and the early script closes the sheet as the link is followed.
 */
const choose = (event: MouseEvent<HTMLAnchorElement>) => {
  closeDialog(siteMenuId);
  followSiteLink(event);
};

/**
 * The "Меню" button of narrow screens and the side sheet with the division's menu, both in the page's markup: the
 * button opens the sheet by itself, before and without script, and any choice closes it.
 */
export function MobileMenu({ menu, pathname }: MobileMenuProps) {
  return (
    <>
      <Button variant="ghost" size="sm" {...opensDialog(siteMenuId)}>
        <Icon name="menu" />
        Меню
      </Button>
      <Sheet id={siteMenuId} title="Меню">
        <nav aria-label={menu.label} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
          <NavList items={menu.items} pathname={pathname} direction="column" onLinkClick={choose} />
        </nav>
        <div css={(theme) => ({ marginTop: theme.space.lg })}>
          <Button href={menu.action.href} onClick={choose} fullWidth>
            {menu.action.label}
          </Button>
        </div>
      </Sheet>
    </>
  );
}
