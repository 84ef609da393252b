import type * as Schemas from 'shared-data/schemas';
import { type Language, loadOnce } from 'shared-data/site';

/** Every form's Yup schema in one language (`schemasFor(language)` of `shared-data/schemas`). */
export type FormSchemas = Schemas.LanguageSchemas;

/** What a form needs of its schema: yup's `validate` and `cast` (every shared-data schema has them). */
export interface FormSchema {
  validate(value: unknown, options?: { abortEarly?: boolean; context?: object }): Promise<unknown>;
  cast(value: unknown, options?: { context?: object }): unknown;
}

/** Picks a form's schema out of the loaded schemas, e.g. `(schemas) => schemas.planOrderSchema`. */
export type SchemaPick = (schemas: FormSchemas) => FormSchema;

const schemas = loadOnce<typeof Schemas>(
  () => import(/* webpackChunkName: "form-schemas" */ 'shared-data/schemas'),
);

/** The schemas of each language asked for so far: one promise each, so a form's later validations wait for none. */
const built = new Map<Language, Promise<FormSchemas>>();

/**
 * Loads the schemas (and Yup with them) once, built with their messages in `language` (the page's: a form on an
 * Uzbek page refuses in Uzbek); a failed load is forgotten, so the next call tries again. A form asks for them when it
 * is first focused or validated, so they stay out of a page's first load.
 */
export function loadFormSchemas(language: Language): Promise<FormSchemas> {
  let found = built.get(language);
  if (!found) {
    found = schemas.load().then((module) => module.schemasFor(language));
    found.catch(() => built.delete(language));
    built.set(language, found);
  }
  return found;
}
