import type * as FormKitModule from './form-kit';

/** The form kit: Formik, the fields and the lead forms, loaded on first use. */
export type FormKit = typeof FormKitModule;

let loadedKit: FormKit | undefined;
let pendingKit: Promise<FormKit> | undefined;

/**
 * Loads the form kit once and resolves with it; a failed load is forgotten, so the next call tries again.
 * Call it early (hover, focus) to have a form ready by the time it is opened.
 */
export function loadFormKit(): Promise<FormKit> {
  pendingKit ??= import(/* webpackChunkName: "form-kit" */ './form-kit').then(
    (kit) => {
      loadedKit = kit;
      return kit;
    },
    (error: unknown) => {
      pendingKit = undefined;
      throw error;
    },
  );
  return pendingKit;
}

/** The form kit when it has arrived, else `undefined`. */
export const formKitIfLoaded = (): FormKit | undefined => loadedKit;
