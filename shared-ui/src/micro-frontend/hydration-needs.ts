/** Code that markup must have before it hydrates, found by looking at the markup (`undefined`: nothing to wait for). */
export type HydrationNeed = (element: HTMLElement) => Promise<unknown> | undefined;

const needs = new Set<HydrationNeed>();

/**
 * Adds code that markup must have before it hydrates: `shared-ui/forms` adds the form kit for markup that shows a
 * form, as the kit's parts render without a loading boundary of their own. An entry adds its needs as it loads, and
 * a part imports the entries it renders with, so once a part's code has arrived its needs are known.
 */
export function needBeforeHydration(need: HydrationNeed): void {
  needs.add(need);
}

/** Loads what the markup in `element` needs before it hydrates, as the entries loaded so far say. */
export const loadHydrationNeeds = (element: HTMLElement): Promise<unknown> =>
  Promise.all([...needs].map((need) => need(element)));
