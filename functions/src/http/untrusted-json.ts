/** How deep objects and arrays may nest in a body; the forms' bodies need 3. */
export const maxJsonDepth = 32;

export type UntrustedJson =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'syntax' | 'depth' }
  | { ok: false; problem: 'key' | 'text'; path: string };

/** The deepest nesting of objects and arrays in JSON text, counted without recursion; strings are skipped. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return deepest;
}

/** Keys that name a built-in member of every object: code that reads `body[key]` would find the member. */
const isBuiltInName = (key: string) => key === 'prototype' || key in Object.prototype;

/** A NUL or a lone surrogate: PostgreSQL stores neither in `text` or `jsonb`. */
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

const pathOf = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

function findProblem(value: unknown, path: string): UntrustedJson | undefined {
  if (typeof value === 'string') {
    return unstorable(value) ? { ok: false, problem: 'text', path: path || 'body' } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = pathOf(path, key);
    if (typeof key === 'string' && isBuiltInName(key)) return { ok: false, problem: 'key', path: at };
    if (typeof key === 'string' && unstorable(key)) return { ok: false, problem: 'text', path: at };
    const problem = findProblem(item, at);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Parses a request body that anyone may have written. Refuses what would break code or storage further on:
 * nesting deeper than `maxJsonDepth` (checked before parsing), keys named like built-in object members
 * (`__proto__`, `constructor`, `toString`, …), and texts or keys with a NUL or a lone surrogate.
 */
export function parseUntrustedJson(text: string): UntrustedJson {
  if (nestingDepth(text) > maxJsonDepth) return { ok: false, problem: 'depth' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'syntax' };
  }
  return findProblem(value, '') ?? { ok: true, value };
}
