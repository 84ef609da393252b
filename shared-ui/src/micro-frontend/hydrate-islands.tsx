import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { earlyClicksWaitIn } from 'shared-data/page';
import { loadPageBooks, type RuntimeConfig } from 'shared-data/site';
import { replayEarlyClicks } from './early-events';
import { loadHydrationNeeds } from './hydration-needs';
import {
  type IslandProps,
  type IslandRegistry,
  islandAttribute,
  islandIdAttribute,
  islandLiveAttribute,
  islandPropsAttribute,
} from './island';
import { IslandFrame } from './island-frame';
import { loadPageStore, type PageStore } from './page-store';

export interface IslandPage {
  /** The page's one store, loaded with the first island that reads it. */
  pageStore: PageStore;
  config: RuntimeConfig;
  /** When the page's markup was rendered (epoch ms). */
  renderedAt?: number;
}

/** What makes an island hydrate at once: the visitor touches, points at, focuses or types into it. */
const interactionEvents = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'focusin',
  'keydown',
  'input',
] as const;
/** Islands this close below the viewport hydrate as if in view, so scrolling meets them ready. */
const inViewMargin = '200px';

/** Resolves once its children's first commit is done (hydration of an island root finished). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * What has a box for an island's element (itself `display: contents`): its children, or, for an island the server
 * rendered empty (what it shows depends on the visitor: a promo code in the address), the element it sits in.
 */
const boxesOf = (element: HTMLElement): Element[] =>
  element.children.length > 0 ? [...element.children] : [element.parentElement ?? element];

/** A text field inside `element` whose text the visitor changed before hydration. */
const hasTypedField = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => !['checkbox', 'radio', 'hidden'].includes(field.type) && field.value !== field.defaultValue,
  );

/** Runs `task` when the browser is idle after the page's load event (soon after on browsers without idle callbacks). */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => cancelled || task());
    else setTimeout(() => cancelled || task(), 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * Hydrates the islands of a server-rendered page, each on a root of its own, in a transition: at once when the
 * visitor has already acted on it (a kept click, focus, typed text) or acts on it now, and when it comes near the
 * viewport. An island the visitor never scrolls to is never hydrated: on a budget phone the browser's idle time after
 * load is not idle for long, and hydrating what nobody looks at took 20–32% of the scripts' main-thread time at
 * load. Its code is preloaded all the same, so a tap on it hydrates it without a request. Browsers without
 * IntersectionObserver hydrate the rest when idle after load, one island per idle period. Clicks kept before an
 * island hydrated are replayed once it has. Returns what unmounts them.
 */
export function hydrateIslands(host: HTMLElement, registry: IslandRegistry, page: IslandPage): () => void {
  const elements = [...host.querySelectorAll<HTMLElement>(`[${islandIdAttribute}]`)];
  const roots: Root[] = [];
  const started = new Set<HTMLElement>();
  const cleanups: (() => void)[] = [];
  let stopped = false;

  const hydrate = async (element: HTMLElement) => {
    const name = element.getAttribute(islandAttribute) ?? '';
    const id = element.getAttribute(islandIdAttribute) ?? '';
    const Island = registry.get(name);
    if (!Island) {
      console.error(`No island ${name} in this app`);
      return;
    }
    const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as IslandProps;
    try {
      // Hydration only reaches code that is there: the island's, the store for an island that reads it, then what
      // the entries its code brought need of its markup (the form kit for a form).
      await Promise.all([
        Island.Component.preload(),
        Island.store ? loadPageStore(page.pageStore) : undefined,
      ]);
      // The texts of the page's language, of every package whose code the island brought.
      await Promise.all([loadHydrationNeeds(element), loadPageBooks()]);
    } catch (error) {
      // The code did not arrive: the island stays as the server rendered it, and the next touch tries again.
      console.error(`The island ${name} could not be loaded:`, error);
      started.delete(element);
      return;
    }
    if (stopped) return;
    const committed = new Promise<void>((resolve) => {
      // From this call React receives what happens in the island; the early capture lets go of it.
      element.setAttribute(islandLiveAttribute, '');
      startTransition(() => {
        roots.push(
          hydrateRoot(
            element,
            <IslandFrame
              pageStore={page.pageStore}
              withStore={Island.store}
              config={page.config}
              location={window.location.pathname}
              renderedAt={page.renderedAt}
            >
              <Committed onCommit={resolve}>
                <Island.Component {...props} />
              </Committed>
            </IslandFrame>,
            { identifierPrefix: `${id}-` },
          ),
        );
      });
    });
    await committed;
    await replayEarlyClicks(element);
  };

  const start = (element: HTMLElement) => {
    if (stopped || started.has(element)) return;
    started.add(element);
    void hydrate(element);
  };

  // An island's element is `display: contents` and has no box to intersect: what is watched is its children's boxes.
  const islandOfBox = new Map<Element, HTMLElement>();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const element = islandOfBox.get(entry.target);
              if (!entry.isIntersecting || !element) continue;
              for (const box of boxesOf(element)) observer?.unobserve(box);
              start(element);
            }
          },
          { rootMargin: `${inViewMargin} 0px` },
        )
      : undefined;
  if (observer) cleanups.push(() => observer.disconnect());

  for (const element of elements) {
    const now = () => start(element);
    for (const type of interactionEvents)
      element.addEventListener(type, now, { capture: true, passive: true });
    cleanups.push(() => {
      for (const type of interactionEvents) element.removeEventListener(type, now, { capture: true });
    });
    const acted =
      earlyClicksWaitIn(element) || element.contains(document.activeElement) || hasTypedField(element);
    if (acted) now();
    else
      for (const box of boxesOf(element)) {
        islandOfBox.set(box, element);
        observer?.observe(box);
      }
  }
  // Without an observer nothing says what is in view: whatever is left hydrates when the browser has nothing else
  // to do, one island per idle period.
  const hydrateRest = () => {
    const next = elements.find((element) => !started.has(element));
    if (!next || stopped) return;
    start(next);
    cleanups.push(whenIdleAfterLoad(hydrateRest));
  };
  if (!observer) cleanups.push(whenIdleAfterLoad(hydrateRest));

  return () => {
    stopped = true;
    for (const cleanup of cleanups) cleanup();
    for (const root of roots.splice(0)) root.unmount();
  };
}
