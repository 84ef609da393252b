import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { isInAppNavigation } from '../../components/app-link/app-link';
import { Button } from '../../components/button/button';
import { Icon } from '../../components/icon/icon';
import { Sheet } from '../../components/sheet/sheet';
import { NavList } from '../nav-list/nav-list';
import { goToSiteHref } from '../site-navigation';
import type { SiteMenu } from './site-menus';

export interface MobileMenuProps {
  menu: SiteMenu;
  pathname: string;
}

/**
 * The "Меню" button of narrow screens and the side sheet it opens with the division's menu. Any choice closes the
 * sheet; the chosen link is followed once the sheet has returned focus to the button, so that the scroll to a
 * section is not undone by it.
 */
export function MobileMenu({ menu, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const href = pending.current;
    if (open || href === null) return undefined;
    pending.current = null;
    const timer = setTimeout(() => goToSiteHref(href), 0);
    return () => clearTimeout(timer);
  }, [open]);

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isInAppNavigation(event)) {
      event.preventDefault();
      pending.current = event.currentTarget.href;
    }
    setOpen(false);
  };

  return (
    <Sheet
      title="Меню"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          <Icon name="menu" />
          Меню
        </Button>
      }
    >
      <nav aria-label={menu.label} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
        <NavList items={menu.items} pathname={pathname} direction="column" onLinkClick={choose} />
      </nav>
      <div css={(theme) => ({ marginTop: theme.space.lg })}>
        <Button href={menu.action.href} onClick={choose} fullWidth>
          {menu.action.label}
        </Button>
      </div>
    </Sheet>
  );
}
