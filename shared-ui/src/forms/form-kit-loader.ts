import { formKitGroups } from 'shared-data/page';
import { loadOnce } from 'shared-data/site';
import { needBeforeHydration } from 'shared-ui';
import type * as FormKitModule from './form-kit';
import type * as CoreFormKitModule from './form-kit-core';

/** The form kit: Formik, the fields and the lead forms, loaded on first use. */
export type FormKit = typeof FormKitModule;
/** The form kit's core: the form and its text fields. */
export type CoreFormKit = typeof CoreFormKitModule;

/** The core's code, fetched once: a form of text fields alone needs no more (chunk names: `formKitGroups`). */
export const coreFormKitCode = loadOnce<CoreFormKit>(
  () => import(/* webpackChunkName: "form-kit-core" */ './form-kit-core'),
);

/** The whole kit's code, fetched once, with the core counted as loaded (the kit holds it). */
export const formKitCode = loadOnce<FormKit>(() =>
  Promise.all([import(/* webpackChunkName: "form-kit" */ './form-kit'), coreFormKitCode.load()]).then(
    ([kit]) => kit,
  ),
);

/**
 * Loads the form kit once and resolves with it; a failed load is forgotten, so the next call tries again.
 * Call it early (hover, focus) to have a form ready by the time it is opened.
 */
export const loadFormKit = (): Promise<FormKit> => formKitCode.load();

/** Marks the markup of a part from beyond the core, so a form's hydration knows which kit it waits for. */
export const formKitPartAttribute = 'data-form-kit-part';

/** The chunk group of the kit that markup with a form needs before it hydrates (none without a form). */
export function formKitFor(html: string): string | undefined {
  if (!html.includes('<form')) return undefined;
  return html.includes(formKitPartAttribute) ? formKitGroups.whole : formKitGroups.core;
}

// Markup with a form hydrates with its kit in place: its parts render without a loading boundary of their own, on
// the server and in the browser alike, so a form hydrates as one piece.
needBeforeHydration((element) => {
  if (!element.querySelector('form')) return undefined;
  return element.querySelector(`[${formKitPartAttribute}]`) ? loadFormKit() : coreFormKitCode.load();
});
