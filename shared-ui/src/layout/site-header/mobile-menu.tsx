import type { MouseEvent } from 'react';
import {
  Button,
  closeDialog,
  followSiteLink,
  Icon,
  NavList,
  opensDialog,
  sharedUiTexts,
  useCurrentPathname,
  useTexts,
} from 'shared-ui';
import { Sheet } from '../../components/sheet/sheet';
import type { SiteVariant } from '../site-variant';
import { LanguageSwitch } from './language-switch';
import { siteMenuIn } from './site-menus';

/** The id of the header's menu sheet, which the "Меню" button names. */
export const siteMenuId = 'site-menu';

export interface SiteMenuSheetProps {
  variant: SiteVariant;
  /** Overrides the pathname read from the URL. */
  pathname?: string;
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

/** The "Меню" button of narrow screens, in the header: it opens the menu sheet by itself, before and without script. */
export function MobileMenuButton() {
  const texts = useTexts(sharedUiTexts).menu;
  return (
    <Button variant="ghost" size="sm" {...opensDialog(siteMenuId)}>
      <Icon name="menu" />
      {texts.button}
    </Button>
  );
}

/**
 * The side sheet with the division's menu, its call to action and the link to this page in the other language, in the
 * page's markup; any choice closes it. The page writes it after its content rather than in the header: a dialog's
 * title row is a `<header>` of its own, and its title a heading that follows the page's `<h1>`.
 */
export function SiteMenuSheet({ variant, pathname }: SiteMenuSheetProps) {
  const currentPathname = useCurrentPathname();
  const path = pathname ?? currentPathname;
  const book = useTexts(sharedUiTexts);
  const menu = siteMenuIn(variant, book.navigation);
  const texts = book.menu;
  return (
    <Sheet id={siteMenuId} title={texts.button}>
      <nav aria-label={texts[variant]} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
        <NavList items={menu.items} pathname={path} direction="column" onLinkClick={choose} />
      </nav>
      <div css={(theme) => ({ marginTop: theme.space.lg })}>
        <Button href={menu.action.href} onClick={choose} fullWidth>
          {menu.action.label}
        </Button>
      </div>
      <div css={(theme) => ({ marginTop: theme.space.md, fontSize: theme.fontSizes.lg })}>
        <LanguageSwitch pathname={path} />
      </div>
    </Sheet>
  );
}
