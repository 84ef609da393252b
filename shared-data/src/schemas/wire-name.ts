/** How a form's field is named on the wire and back. */

/** A name in snake_case: `consultationDate` → `consultation_date`. */
export type WireName<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${WireName<Tail>}`
  : S;

/**
 * The name a form's field travels under: its name in snake_case, as every function of the site names what it takes
 * and answers (decision record 031).
 */
export const wireName = <S extends string>(field: S) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as WireName<S>;

/** The form's field a refusal's path names (`consultation_date` → `consultationDate`, `selection.x` → `selection`). */
export const formFieldOf = (path: string) =>
  (path.split(/[.[]/)[0] ?? path).replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
