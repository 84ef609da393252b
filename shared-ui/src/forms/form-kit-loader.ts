import { loadOnce, needBeforeHydration } from 'shared-ui';
import type * as FormKitModule from './form-kit';

/** The form kit: Formik, the fields and the lead forms, loaded on first use. */
export type FormKit = typeof FormKitModule;

/** The form kit's code, fetched once; its parts render through `lazyComponent`. */
export const formKitCode = loadOnce<FormKit>(() => import(/* webpackChunkName: "form-kit" */ './form-kit'));

/**
 * Loads the form kit once and resolves with it; a failed load is forgotten, so the next call tries again.
 * Call it early (hover, focus) to have a form ready by the time it is opened.
 */
export const loadFormKit = (): Promise<FormKit> => formKitCode.load();

/** The form kit when it has arrived, else `undefined`. */
export const formKitIfLoaded = (): FormKit | undefined => formKitCode.ifLoaded();

// Markup with a form hydrates with the kit in place: its parts render without a loading boundary of their own, on
// the server and in the browser alike, so a form hydrates as one piece.
needBeforeHydration((element) => (element.querySelector('form') ? loadFormKit() : undefined));
