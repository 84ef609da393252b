const storable = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.toWellFormed().replaceAll('\u0000', '\ufffd') : value;

/**
 * A value as JSON text for a `$n::text::jsonb` parameter. A NUL or a lone surrogate in any string (jsonb refuses
 * both, and a refused parameter fails the whole statement) becomes U+FFFD, so a lead never fails over its mail.
 */
export const jsonbParam = (value: unknown): string => JSON.stringify(value, storable);
