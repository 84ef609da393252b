/**
 * The scripts a page the browser renders starts with are named in its HTML, in `<template data-after-paint>` elements
 * of the head, so the browser does not fetch them while the page itself still downloads and paints. Once the page has
 * painted, `fetchScriptsAfterPaint` puts them into the head as preload links, all at once: they download in parallel
 * rather than one after another as each script asks for the next, and the visitor sees the page first. (A page of
 * server markup fetches its scripts after `load` instead, and runs them on intent: `scripts-on-intent.ts`.)
 */

import { type HeadTemplateMoment, headTemplateAttributes } from 'shared-data/page';

/** Whether the page has asked for this script already (its app may start before the paint on a slow device). */
function requested(target: Window, href: string): boolean {
  const url = new URL(href, target.location.href).href;
  if (target.performance?.getEntriesByName?.(url).length) return true;
  return [...target.document.scripts].some((script) => script.src === url);
}

/**
 * Moves the links of every template of the moment into the head, leaving out scripts already asked for. The templates
 * leave the page at once; their links go in one per task, because the browser starts each link's request as it is
 * inserted (0.3–0.8 ms a link here) and twenty of them in one task would make a long one on a slow phone. The tasks
 * follow each other at once, so the downloads still run in parallel.
 */
export function addHeadLinks(target: Window, moment: HeadTemplateMoment) {
  const { document } = target;
  const links: Element[] = [];
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    `template[${headTemplateAttributes[moment]}]`,
  )) {
    template.remove();
    links.push(...template.content.children);
  }
  const next = () => {
    const link = links.shift();
    if (!link) return;
    if (!requested(target, link.getAttribute('href') ?? '')) document.head.append(link);
    target.setTimeout(next, 0);
  };
  next();
}

/**
 * Runs `run` in a task of its own once the page's first paint is reported. A browser that does not report paints runs it
 * after the first animation frame; on a page that never paints (an empty one, a tab never shown) it does not run.
 */
export function afterFirstPaint(target: Window, run: () => void) {
  const Observer = (target as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer(() => {
      observer.disconnect();
      // The paint is reported from the frame that drew it; `run` goes with the next task.
      target.setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  target.requestAnimationFrame(() => target.setTimeout(run, 0));
}

/**
 * Adds the page's preloads when the first paint is reported (`afterFirstPaint`); a page that never paints loads its
 * scripts as they ask for each other.
 */
export function fetchScriptsAfterPaint(target: Window & typeof globalThis = window) {
  afterFirstPaint(target, () => addHeadLinks(target, 'afterPaint'));
}
