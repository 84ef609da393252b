/**
 * Clicks made on a server-rendered page before its app starts hydrating. React replays what reaches a root it is
 * hydrating; before `hydrateRoot` runs nothing listens, so a small script in the page's head (`captureEarlyClicks`,
 * written into the head, allowed by its hash in the CSP) keeps those clicks, and the app replays them once hydrated.
 */

import { earlyClicksReplayedEvent, renderedPathAttribute, replayingClicksAttribute } from 'shared-data/page';
import { scrollBehavior, sectionIdOf } from '../layout/section-scroll';
import { islandIdAttribute, islandLiveAttribute } from './island-attributes';

/** Attribute on an app's element while it holds the server's markup; its value is the path it was rendered for. */
export { renderedPathAttribute };

/** Controls whose clicks wait for the app; links navigate and fields take focus and text on their own. */
const replayedControls = 'button, [role="button"], summary, input[type="submit"], input[type="button"]';

/**
 * A link chosen in an open dialog (a menu item) closes it as it is followed: to a section of this page the dialog is
 * out of the way, and a page left for another is not found with its menu open on the way back. A click that opens
 * the link elsewhere (a modifier, another button) leaves it open.
 */
function closeDialogOf(link: HTMLAnchorElement, event: MouseEvent) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  if (link.target && link.target !== '_self') return;
  const dialog = link.closest('dialog');
  if (dialog?.open) dialog.close();
}

/** A form the site's server takes as it is (`method="post"`): sent before its code arrives, it still arrives. */
const postsToTheServer = (form: HTMLFormElement) => form.method === 'post';

/**
 * Controls the browser acts on by itself, never held for the app: a button with a command (it opens or closes its
 * dialog) and a form's submit button when the form posts to the server.
 */
function doneByThePlatform(control: Element) {
  if (control.hasAttribute('commandfor')) return true;
  if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement)) return false;
  return control.type === 'submit' && control.form !== null && postsToTheServer(control.form);
}

/**
 * Where a plain click on a link to this very page leads: its section, the page's top for a link without a section,
 * or null for any other link.
 */
function samePageTargetOf(
  link: HTMLAnchorElement,
  event: MouseEvent,
  target: Window,
): HTMLElement | 'top' | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  if (link.target && link.target !== '_self') return null;
  const { location, document } = target;
  const url = new URL(link.href, location.href);
  if (
    url.origin !== location.origin ||
    url.pathname !== location.pathname ||
    url.search !== location.search
  ) {
    return null;
  }
  if (!url.hash) return 'top';
  const id = sectionIdOf(url.hash);
  return id ? document.getElementById(id) : null;
}

/**
 * A link to this very page in markup no app runs (a page of islands keeps its header and sections so): a pointer
 * click scrolls there smoothly and leaves the address as it is; a keyboard click (no pointer, `detail` 0) jumps
 * natively and the section then takes the focus, so the visitor goes on from there with Tab.
 */
function followSamePageLink(link: HTMLAnchorElement, event: MouseEvent, target: Window) {
  const to = samePageTargetOf(link, event, target);
  if (!to) return;
  if (event.detail === 0) {
    if (to === 'top') return;
    target.setTimeout(() => {
      if (!to.hasAttribute('tabindex')) to.setAttribute('tabindex', '-1');
      to.focus({ preventScroll: true });
    }, 0);
    return;
  }
  event.preventDefault();
  const behavior = scrollBehavior();
  if (to === 'top') target.scrollTo({ top: 0, behavior });
  else to.scrollIntoView({ behavior, block: 'start' });
}

/** Starts keeping clicks on controls inside server markup that no app has hydrated yet. */
export function captureEarlyClicks(target: Window = window) {
  if (target.__earlyClicks) return;
  const kept: Element[] = [];
  let given = false;
  // Markup is waiting while its app has not started hydrating it: the whole app's element, or on a page of islands
  // the island until it is live; what lies between islands never hydrates.
  const pending = (element: Element) => {
    if (given) return null;
    const host = element.closest(`[${renderedPathAttribute}]`);
    const island = host && element.closest(`[${islandIdAttribute}]`);
    if (!island) return host;
    return island.hasAttribute(islandLiveAttribute) ? null : island;
  };
  // A submit of a form where presses still wait for the form's code (a quantity's "+"): sent now, the form would go
  // without them, so it waits too and comes after them.
  const behindHeldPresses = (control: Element) => {
    const form =
      control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.form : null;
    return form !== null && kept.some((held) => form.contains(held));
  };
  target.document.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target : null;
      const link = element?.closest('a[href]');
      if (link instanceof HTMLAnchorElement && !event.defaultPrevented) closeDialogOf(link, event);
      if (link instanceof HTMLAnchorElement && pending(link) && !event.defaultPrevented) {
        followSamePageLink(link, event, target);
        return;
      }
      const control = element?.closest(replayedControls);
      if (!control || !pending(control)) return;
      if (doneByThePlatform(control) && !behindHeldPresses(control)) return;
      // A submit button of a form the server cannot take would send it as a plain page load.
      event.preventDefault();
      kept.push(control);
    },
    true,
  );
  target.document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && pending(form) && !postsToTheServer(form)) {
        event.preventDefault();
      }
    },
    true,
  );
  target.__earlyClicks = {
    take: (host) => {
      const taken = kept.filter((control) => host.contains(control));
      for (const control of taken) kept.splice(kept.indexOf(control), 1);
      return taken;
    },
    waiting: (element) => kept.some((control) => element.contains(control)),
    letGo: () => {
      given = true;
      kept.length = 0;
    },
  };
}

/** Marks the app's element as hydrating: from now React replays what reaches it, so the capture lets go. */
export function stopCapturing(host: HTMLElement) {
  host.removeAttribute(renderedPathAttribute);
}

/** A later task, by message rather than timer (as React's scheduler yields), so a paused or slowed clock cannot hold it. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Text fields whose value the visitor changed in the server markup. */
const typedFields = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (field) => !['checkbox', 'radio', 'hidden'].includes(field.type) && field.value !== field.defaultValue,
  );

/**
 * Replays what the visitor did before `host` was hydrated, in order: the typing, then the clicks. React hydrates
 * the parts of a page (Suspense boundaries) after the page itself, and hydrates a part at once when an event reaches
 * it. So an `input` event first brings each typed field's part to life (the field then takes the text into its
 * state), and the clicks follow in later tasks, once that state has rendered: a form is sent with what was typed.
 */
export async function replayEarlyClicks(host: HTMLElement) {
  const clicks = window.__earlyClicks?.take(host) ?? [];
  if (clicks.length === 0) return;
  host.setAttribute(replayingClicksAttribute, '');
  try {
    for (const field of typedFields(host)) field.dispatchEvent(new Event('input', { bubbles: true }));
    for (const control of clicks) {
      await nextTask();
      if (control instanceof HTMLElement && control.isConnected) control.click();
    }
  } finally {
    host.removeAttribute(replayingClicksAttribute);
    host.ownerDocument.dispatchEvent(new Event(earlyClicksReplayedEvent));
  }
}
