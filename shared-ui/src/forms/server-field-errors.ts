import { formFieldOf } from 'shared-data/forms';

/** What an RTK Query mutation rejects with when the function answered with an error body. */
export interface ServerError {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** Narrows an `unwrap()` rejection to the function error shape of shared-data. */
export function asServerError(error: unknown): ServerError {
  return typeof error === 'object' && error !== null ? (error as ServerError) : {};
}

/**
 * The messages of a `validation_failed` answer keyed by the form's own field names (`formFieldOf`); paths that name
 * no field of `values` are dropped.
 */
export function serverFieldErrors(error: ServerError, values: object): Record<string, string> {
  if (error.code !== 'validation_failed' || !error.fields) return {};
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const name = formFieldOf(path);
    if (Object.hasOwn(values, name)) result[name] = message;
  }
  return result;
}
