import { type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import {
  Button,
  goToSiteHref,
  Icon,
  isInAppNavigation,
  isKeyboardClick,
  LoadBoundary,
  NavList,
} from 'shared-ui';
import { FormKitFailure, LoadedSheet, preloadSheet, WhenShown } from 'shared-ui/forms';
import type { SiteVariant } from '../site-variant';
import { type SiteMenu, siteMenus } from './site-menus';

/** The longest a keyboard choice waits for the sheet to give focus back before it is followed anyway. */
const focusReturnWaitMs = 100;

export interface MobileMenuProps {
  menu: SiteMenu;
  pathname: string;
}

/** Shown when the menu's code cannot be loaded. */
export const mobileMenuFailureText =
  'Не удалось открыть меню. Проверьте подключение к интернету и попробуйте еще раз.';

/**
 * The "Меню" button of narrow screens and the side sheet it opens with the division's menu. The sheet's code is
 * fetched when the button is hovered, focused or pressed, and the sheet opens as soon as it has arrived; a failed
 * load shows a notice with a retry. Any choice closes the sheet; the chosen link is followed once the sheet has
 * returned focus to the button, so that neither the scroll to a section nor the focus a keyboard choice moves there
 * is undone by it.
 */
export function MobileMenu({ menu, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Whether the sheet has been shown: false at first on the server and in the browser alike, whatever code either has.
  const [shown, setShown] = useState(false);
  const pending = useRef<{ href: string; focusSection: boolean } | null>(null);

  useEffect(() => {
    const choice = pending.current;
    if (open || choice === null) return undefined;
    pending.current = null;
    let followed = false;
    const follow = () => {
      if (followed) return;
      followed = true;
      goToSiteHref(choice.href, { focusSection: choice.focusSection });
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    const followSoon = () => timers.push(setTimeout(follow, 0));
    if (choice.focusSection) {
      document.addEventListener('focusin', followSoon, { once: true });
      timers.push(setTimeout(follow, focusReturnWaitMs));
    } else {
      followSoon();
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener('focusin', followSoon);
    };
  }, [open]);

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isInAppNavigation(event)) {
      event.preventDefault();
      pending.current = { href: event.currentTarget.href, focusSection: isKeyboardClick(event) };
    }
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open && shown}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        Меню
      </Button>
      {open || shown ? (
        <LoadBoundary
          failed={(retry) => (
            <FormKitFailure message={mobileMenuFailureText} onRetry={retry} onClose={() => setOpen(false)} />
          )}
        >
          <Suspense fallback={null}>
            <LoadedSheet title="Меню" open={open} onOpenChange={setOpen}>
              <nav aria-label={menu.label} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
                <NavList items={menu.items} pathname={pathname} direction="column" onLinkClick={choose} />
              </nav>
              <div css={(theme) => ({ marginTop: theme.space.lg })}>
                <Button href={menu.action.href} onClick={choose} fullWidth>
                  {menu.action.label}
                </Button>
              </div>
            </LoadedSheet>
            {shown ? null : <WhenShown onShown={() => setShown(true)} />}
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}

/** The header's menu button of a division: the island the server marks in the header. */
export function SiteMobileMenu({ variant, pathname }: { variant: SiteVariant; pathname: string }) {
  return <MobileMenu menu={siteMenus[variant]} pathname={pathname} />;
}
