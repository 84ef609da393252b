import { type Language, type LanguageSchemas, schemasFor } from 'shared-data/core';
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { answerTexts } from '../texts/answer-texts';
import { requestLanguage } from './language';
import { errorResponse } from './responses';
import { maxJsonDepth, parseUntrustedJson } from './untrusted-json';

const rootField = 'body';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

const invalidJson = (language: Language) =>
  errorResponse(400, 'invalid_json', answerTexts(language).body.invalidJson);

const refused = (language: Language, path: string, message: string) =>
  errorResponse(400, 'validation_failed', answerTexts(language).body.refused, { [path]: message });

/**
 * Reads a JSON body: unreadable JSON is 400 `invalid_json`; too deep nesting, keys named like built-in object
 * members and texts PostgreSQL cannot store are 400 `validation_failed` (see `parseUntrustedJson`). The messages are
 * in `language`, by default the one the caller asks for (`requestLanguage`).
 */
export async function readJsonBody(
  req: Request,
  language: Language = requestLanguage(req),
): Promise<Parsed<unknown>> {
  const { body: texts } = answerTexts(language);
  const text = await req.text();
  if (text.trim() === '') {
    return { ok: false, response: invalidJson(language) };
  }
  const parsed = parseUntrustedJson(text);
  if (parsed.ok) return { ok: true, value: parsed.value };
  switch (parsed.problem) {
    case 'syntax':
      return { ok: false, response: invalidJson(language) };
    case 'depth':
      return { ok: false, response: refused(language, rootField, texts.tooDeep(maxJsonDepth)) };
    case 'key':
      return { ok: false, response: refused(language, parsed.path, texts.builtInKey) };
    case 'text':
      return { ok: false, response: refused(language, parsed.path, texts.unstorableText) };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface SchemaShape {
  type?: string;
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

/**
 * Finds objects and arrays given where the schema wants a string. yup's `string().trim()` calls `.trim()` on
 * them and throws a TypeError (a 500), so they are reported before yup sees them.
 */
function findNonStrings(
  schema: unknown,
  value: unknown,
  path: string,
  fields: Record<string, string>,
  wrongType: string,
): void {
  const shape = schema as SchemaShape;
  if (value === null || value === undefined || typeof shape !== 'object' || shape === null) {
    return;
  }
  if (shape.type === 'string' && typeof value === 'object') {
    fields[path || rootField] = wrongType;
  } else if (shape.type === 'object' && shape.fields && isPlainObject(value)) {
    for (const [key, field] of Object.entries(shape.fields)) {
      findNonStrings(field, value[key], path ? `${path}.${key}` : key, fields, wrongType);
    }
  } else if (shape.type === 'array' && shape.innerType && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      findNonStrings(shape.innerType, item, `${path}[${index}]`, fields, wrongType);
    }
  }
}

const validationFailed = (language: Language, fields: Record<string, string>) =>
  errorResponse(400, 'validation_failed', answerTexts(language).body.refused, fields);

/**
 * Validates with a shared schema (its messages in the schema's language, the rest in `language`, Russian by
 * default); failures become 400 `validation_failed` with one message per field. Unknown keys are dropped.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
  language: Language = 'ru',
): Promise<Parsed<InferType<S>>> {
  const { body: texts } = answerTexts(language);
  if (!isPlainObject(value)) {
    return {
      ok: false,
      response: errorResponse(400, 'validation_failed', texts.notAnObject, {
        [rootField]: texts.expectedObject,
      }),
    };
  }
  const nonStrings: Record<string, string> = {};
  findNonStrings(schema, value, '', nonStrings, texts.wrongType);
  if (Object.keys(nonStrings).length > 0) {
    return { ok: false, response: validationFailed(language, nonStrings) };
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
      // yup's built-in type errors are English; the schemas' own messages are in their language.
      fields[field] ??= issue.type === 'typeError' ? texts.wrongType : issue.message;
    }
    return { ok: false, response: validationFailed(language, fields) };
  }
}

/**
 * `readJsonBody` then `validateBody`. A visitor's body is picked from the schemas of the language the caller asks for
 * (`(schemas) => schemas.ambassadorEmailSchema`, see `requestLanguage`) and answered in it; a schema given as it is
 * (the team's inbox and sign-in) is answered in Russian, as the team's texts stay.
 */
export async function parseBody<S extends AnyObjectSchema>(
  req: Request,
  schema: S | ((schemas: LanguageSchemas) => S),
): Promise<Parsed<InferType<S>>> {
  const language = typeof schema === 'function' ? requestLanguage(req) : 'ru';
  const body = await readJsonBody(req, language);
  if (!body.ok) return body;
  const chosen = typeof schema === 'function' ? schema(await schemasFor(language)) : schema;
  return validateBody(chosen, body.value, language);
}
