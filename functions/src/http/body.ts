import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { errorResponse } from './responses';
import { maxJsonDepth, parseUntrustedJson } from './untrusted-json';

const rootField = 'body';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

const invalidJson = () =>
  errorResponse(400, 'invalid_json', 'Не удалось прочитать запрос: тело должно быть корректным JSON');

/** Messages of bodies that parse but cannot be taken. */
const bodyMessages = {
  tooDeep: `Слишком глубокая вложенность: не больше ${maxJsonDepth} уровней`,
  builtInKey: 'Недопустимое имя поля',
  unstorableText: 'Текст содержит недопустимые символы',
} as const;

const refused = (path: string, message: string) =>
  errorResponse(400, 'validation_failed', 'Проверьте правильность заполнения полей', { [path]: message });

/**
 * Reads a JSON body: unreadable JSON is 400 `invalid_json`; too deep nesting, keys named like built-in object
 * members and texts PostgreSQL cannot store are 400 `validation_failed` (see `parseUntrustedJson`).
 */
export async function readJsonBody(req: Request): Promise<Parsed<unknown>> {
  const text = await req.text();
  if (text.trim() === '') {
    return { ok: false, response: invalidJson() };
  }
  const parsed = parseUntrustedJson(text);
  if (parsed.ok) return { ok: true, value: parsed.value };
  switch (parsed.problem) {
    case 'syntax':
      return { ok: false, response: invalidJson() };
    case 'depth':
      return { ok: false, response: refused(rootField, bodyMessages.tooDeep) };
    case 'key':
      return { ok: false, response: refused(parsed.path, bodyMessages.builtInKey) };
    case 'text':
      return { ok: false, response: refused(parsed.path, bodyMessages.unstorableText) };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wrongType = 'Неверный формат значения';

interface SchemaShape {
  type?: string;
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

/**
 * Finds objects and arrays given where the schema wants a string. yup's `string().trim()` calls `.trim()` on
 * them and throws a TypeError (a 500), so they are reported before yup sees them.
 */
function findNonStrings(schema: unknown, value: unknown, path: string, fields: Record<string, string>): void {
  const shape = schema as SchemaShape;
  if (value === null || value === undefined || typeof shape !== 'object' || shape === null) {
    return;
  }
  if (shape.type === 'string' && typeof value === 'object') {
    fields[path || rootField] = wrongType;
  } else if (shape.type === 'object' && shape.fields && isPlainObject(value)) {
    for (const [key, field] of Object.entries(shape.fields)) {
      findNonStrings(field, value[key], path ? `${path}.${key}` : key, fields);
    }
  } else if (shape.type === 'array' && shape.innerType && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      findNonStrings(shape.innerType, item, `${path}[${index}]`, fields);
    }
  }
}

const validationFailed = (fields: Record<string, string>) =>
  errorResponse(400, 'validation_failed', 'Проверьте правильность заполнения полей', fields);

/**
 * Validates with a shared schema (its messages are Russian); failures become 400 `validation_failed` with one
 * message per field. Unknown keys are dropped.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
): Promise<Parsed<InferType<S>>> {
  if (!isPlainObject(value)) {
    return {
      ok: false,
      response: errorResponse(400, 'validation_failed', 'Тело запроса должно быть JSON-объектом', {
        [rootField]: 'Ожидается объект с полями формы',
      }),
    };
  }
  const nonStrings: Record<string, string> = {};
  findNonStrings(schema, value, '', nonStrings);
  if (Object.keys(nonStrings).length > 0) {
    return { ok: false, response: validationFailed(nonStrings) };
  }
  try {
    return { ok: true, value: await schema.validate(value, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      throw error;
    }
    const fields: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path || rootField;
      // yup's built-in type errors are English; the schemas' own messages are Russian.
      fields[field] ??= issue.type === 'typeError' ? wrongType : issue.message;
    }
    return { ok: false, response: validationFailed(fields) };
  }
}

/** `readJsonBody` then `validateBody`. */
export async function parseBody<S extends AnyObjectSchema>(
  req: Request,
  schema: S,
): Promise<Parsed<InferType<S>>> {
  const body = await readJsonBody(req);
  return body.ok ? validateBody(schema, body.value) : body;
}
