/**
 * A page of server markup runs no code of its own until the visitor reaches for it (decision record 030): its dialogs,
 * links and forms are the platform's, so until then there is nothing for React to do. The head names the shell's
 * entry in a `<template data-on-intent>` and every script the page will need in `<template data-after-load>` prefetch
 * links. Once the page has loaded, the prefetches go into the head: the browser fetches them at its lowest priority,
 * after everything the page shows. At the visitor's first intent — a press, a touch, a key, a focus, a mouse pointer
 * coming to rest — the entry runs, and takes what it needs from the cache. The press itself is left to the platform
 * (a dialog opens) and to the early clicks (an island's control waits for its island): the entry starts once the
 * gesture has ended and its result has painted, so no script runs between a tap and what it shows. A visitor whose
 * browser holds what changes the page (`visitorState`: a promo code, an ambassador's sign-in) gets it at once.
 */

import { headTemplateAttributes, visitorState } from 'shared-data/page';
import { addHeadLinks, afterFirstPaint } from './scripts-after-paint';
import { onAmbassadorPages } from './visitor-state';

/** What starts a gesture on this page: the entry waits for its end. */
const pressEvents = ['pointerdown', 'touchstart', 'keydown'] as const;
/**
 * What ends a gesture begun on this page (one begun before it, the key that loaded it, does not count), or is an
 * intent by itself: a field or a link taking the focus.
 */
const intentEvents = ['pointerup', 'pointercancel', 'touchend', 'keyup', 'focusin'] as const;

/** How long a mouse pointer stays still before its rest counts as reaching for what it is over. */
export const restingPointerMs = 100;

/** Whether the address brings what changes the page it shows (a referral promo code), so its code must run at once. */
function addressChangesPage(target: Window): boolean {
  return new URLSearchParams(target.location.search).has(visitorState.promoCodeParam);
}

/**
 * Whether this browser keeps what changes the page it shows (a promo code, an ambassador's sign-in on the dashboard),
 * so its code must run without waiting for an intent. The storage is read after the first paint: a tab's first use of
 * it costs milliseconds the paint should not wait for.
 */
function keepsVisitorState(target: Window): boolean {
  try {
    const storage = target.localStorage;
    if (storage.getItem(visitorState.promoCodeStorageKey)) return true;
    return (
      onAmbassadorPages(target.location) && Boolean(storage.getItem(visitorState.ambassadorTokenStorageKey))
    );
  } catch {
    // Storage off (a private mode, a blocked cookie setting): nothing is kept.
    return false;
  }
}

/** Runs `run` once the frame after this one has been painted. */
function afterNextPaint(target: Window, run: () => void) {
  target.requestAnimationFrame(() => target.setTimeout(run, 0));
}

/**
 * Puts the scripts of the page's on-intent templates into the head, in order (`async = false`: the entry's scripts run
 * as they are listed, whichever arrives first). A script that cannot load leaves the page to the platform.
 */
function runIntentScripts(target: Window) {
  const { document } = target;
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    `template[${headTemplateAttributes.onIntent}]`,
  )) {
    template.remove();
    for (const named of template.content.querySelectorAll('script[src]')) {
      const script = document.createElement('script');
      script.src = named.getAttribute('src') ?? '';
      script.async = false;
      script.addEventListener('error', () => target.__earlyClicks?.letGo?.(), { once: true });
      document.head.append(script);
    }
  }
}

/**
 * Prefetches the page's scripts once it has loaded and runs its entry at the visitor's first intent, or without waiting
 * for one when the visitor's browser holds what changes the page: as soon as the page is parsed for what the address
 * brings, once it has painted for what storage keeps. On a page without those templates (one the browser renders) it
 * finds nothing to do.
 */
export function startScriptsOnIntent(target: Window = window) {
  const { document } = target;
  let reached = false;
  let pressed = false;
  let rest: number | undefined;
  const listening = { capture: true, passive: true } as const;
  const press = () => {
    pressed = true;
  };
  const ended = (event: Event) => {
    if (pressed || event.type === 'focusin') reach();
  };
  const reach = () => {
    if (reached) return;
    reached = true;
    for (const type of pressEvents) document.removeEventListener(type, press, listening);
    for (const type of intentEvents) document.removeEventListener(type, ended, listening);
    document.removeEventListener('pointermove', moved, listening);
    target.clearTimeout(rest);
    afterNextPaint(target, () => runIntentScripts(target));
  };
  const moved = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    target.clearTimeout(rest);
    rest = target.setTimeout(reach, restingPointerMs);
  };
  for (const type of pressEvents) document.addEventListener(type, press, listening);
  for (const type of intentEvents) document.addEventListener(type, ended, listening);
  document.addEventListener('pointermove', moved, listening);
  // This script runs before the head's templates are parsed: an intent that early starts the entry once they are.
  document.addEventListener('DOMContentLoaded', () => {
    if (reached) runIntentScripts(target);
  });
  if (addressChangesPage(target)) reach();
  else
    afterFirstPaint(target, () => {
      if (keepsVisitorState(target)) reach();
    });
  const prefetch = () => addHeadLinks(target, 'afterLoad');
  if (document.readyState === 'complete') prefetch();
  else target.addEventListener('load', prefetch, { once: true });
}
