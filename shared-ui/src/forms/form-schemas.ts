import type * as Schemas from 'shared-data/schemas';
import { loadOnce } from 'shared-data/site';

/** Every form's Yup schema (`shared-data/schemas`). */
export type FormSchemas = typeof Schemas;

/** What a form needs of its schema: yup's `validate` and `cast` (every shared-data schema has them). */
export interface FormSchema {
  validate(value: unknown, options?: { abortEarly?: boolean; context?: object }): Promise<unknown>;
  cast(value: unknown, options?: { context?: object }): unknown;
}

/** Picks a form's schema out of the loaded schemas, e.g. `(schemas) => schemas.planOrderSchema`. */
export type SchemaPick = (schemas: FormSchemas) => FormSchema;

const schemas = loadOnce<FormSchemas>(
  () => import(/* webpackChunkName: "form-schemas" */ 'shared-data/schemas'),
);

/**
 * Loads the schemas (and Yup with them) once; a failed load is forgotten, so the next call tries again. A form asks
 * for them when it is first focused or validated, so they stay out of a page's first load.
 */
export const loadFormSchemas = (): Promise<FormSchemas> => schemas.load();
