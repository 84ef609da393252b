import type { MouseEvent } from 'react';
import { isInAppNavigation } from '../components/app-link/app-link';
import { openPage } from './open-page';
import { scrollBehavior, sectionIdOf } from './section-scroll';

export { scrollBehavior, sectionIdOf };

/** How often and how many times a section link looks for its target, which another remote may still be rendering. */
export const sectionPoll = { intervalMs: 50, attempts: 60 } as const;

/** Where a site link takes the visitor's focus. */
export interface SiteLinkOptions {
  /** Move focus to the section the link scrolls to, as keyboard users need to go on from there. */
  focusSection?: boolean;
}

function focusSection(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scrolls the element with this id into view as soon as it exists, looking for it again every
 * `sectionPoll.intervalMs` for a while, and focuses it when asked. Returns a function that stops looking.
 */
export function scrollToSection(id: string, options: SiteLinkOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attemptsLeft: number = sectionPoll.attempts;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      if (options.focusSection) focusSection(element);
      return;
    }
    attemptsLeft -= 1;
    if (attemptsLeft > 0) timer = setTimeout(attempt, sectionPoll.intervalMs);
  };
  attempt();
  return () => clearTimeout(timer);
}

/**
 * Goes to an in-site address. A section of the current page is scrolled to smoothly (and focused with
 * `focusSection`); another page is opened (`openPage`), from its top or at the section its address names.
 */
export function goToSiteHref(href: string, options: SiteLinkOptions = {}): void {
  const url = new URL(href, window.location.href);
  const id = sectionIdOf(url.hash);
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && id) {
    scrollToSection(id, options);
    return;
  }
  if (samePage) {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    return;
  }
  openPage(url.href);
}

/** Whether a click on a link came from the keyboard (Enter), which reports no pointer clicks. */
export const isKeyboardClick = (event: MouseEvent) => event.detail === 0;

/**
 * Click handler for in-site links of menus and calls to action: takes over plain clicks with `goToSiteHref`; a link
 * followed with the keyboard also moves focus to the section it scrolls to.
 */
export function followSiteLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (!isInAppNavigation(event)) return;
  event.preventDefault();
  goToSiteHref(event.currentTarget.href, { focusSection: isKeyboardClick(event) });
}
