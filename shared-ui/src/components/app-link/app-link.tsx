import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { localizedHref } from 'shared-data/site';
import { usePageLanguage } from '../../texts/use-texts';

export type AppLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** Whether a click on a link is a plain one to a page of this site (not a new tab, a download or another origin). */
export function isInAppNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

/**
 * A link to a page of the site, in the page's language (`/pricing` on an Uzbek page leads to `/uz/pricing`). Moving
 * between pages loads the next page's HTML, server-rendered, as a plain link does (the page's speculation rules
 * prerender it when the visitor points at or touches the link); a page of islands has no client-side router to hand
 * it to.
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  return <a {...props} href={localizedHref(href, usePageLanguage())} />;
}
