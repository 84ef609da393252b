import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

export type AppLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** Whether a click on a link should be handled inside the composed site rather than by the browser. */
export function isInAppNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

/**
 * A link that moves between pages of the composed site without a reload, also across micro-frontends: single-spa
 * picks the app for the new URL. Modified clicks, downloads and links to other origins (tel:, mailto:, external
 * sites) are left to the browser.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isInAppNavigation(event)) return;
    event.preventDefault();
    navigateToUrl(event.currentTarget.href);
  };
  return <a {...props} href={href} onClick={handleClick} />;
}
