/** Attribute of the element holding a page's prerendered markup; its value is the path it was rendered for. */
export const prerenderedAttribute = 'data-prerendered';
/** Attribute of the `<style>` element holding the prerendered page's styles. */
export const prerenderedStyleAttribute = 'data-prerendered-css';
/** Attribute of the element the live app renders into. */
export const liveAttribute = 'data-live';

const hiddenWhileRendering =
  'position:absolute;top:0;left:0;right:0;visibility:hidden;pointer-events:none;contain:layout';

/** The element the app renders into: one child of the app's element, next to any prerendered markup. */
export function liveContainer(host: HTMLElement): HTMLElement {
  const existing = host.querySelector<HTMLElement>(`:scope > [${liveAttribute}]`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.setAttribute(liveAttribute, '');
  host.appendChild(element);
  return element;
}

/** The prerendered markup for the current path, if the page arrived with it; markup for another path is dropped. */
export function prerenderedFor(host: HTMLElement, pathname: string): HTMLElement | undefined {
  const element = host.querySelector<HTMLElement>(`:scope > [${prerenderedAttribute}]`);
  if (!element) return undefined;
  if (element.getAttribute(prerenderedAttribute) === pathname) return element;
  dropPrerendered(element);
  return undefined;
}

/** Removes prerendered markup and its styles. */
export function dropPrerendered(element: HTMLElement) {
  element.remove();
  for (const style of document.querySelectorAll(`style[${prerenderedStyleAttribute}]`)) style.remove();
}

/** Keeps the live render out of sight and out of the layout until it replaces the prerendered markup. */
export function hideWhileRendering(live: HTMLElement) {
  live.setAttribute('style', hiddenWhileRendering);
}

/** A page is ready when its heading is there and nothing in it says it is still loading. */
export const isPageReady = (live: HTMLElement) =>
  live.querySelector('h1') !== null && live.querySelector('[aria-busy="true"]') === null;

/** Resolves once the live render shows its page, or after `timeoutMs` whatever it shows. */
export function whenPageReady(live: HTMLElement, timeoutMs: number): Promise<void> {
  if (isPageReady(live)) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isPageReady(live)) finish();
    });
    observer.observe(live, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const timer = setTimeout(finish, timeoutMs);
  });
}

/**
 * Swaps the prerendered markup for the live render in one frame. Both show the same page, so nothing on screen
 * moves; from then on the page is the app's own.
 */
export function takeOver(prerendered: HTMLElement, live: HTMLElement) {
  const { scrollX, scrollY } = window;
  dropPrerendered(prerendered);
  live.removeAttribute('style');
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
}
