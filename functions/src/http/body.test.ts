import { number, object, string } from 'yup';
import { parseBody, readJsonBody, validateBody } from './body';

const request = (body: string) => new Request('http://localhost/', { method: 'POST', body });

const schema = object({
  name: string().trim().required('Введите имя'),
  age: number().min(18, 'Только для взрослых'),
});

describe('readJsonBody', () => {
  test.each(['', '   ', '{', 'undefined', "{'a':1}"])('refuses %j as invalid_json', async (body) => {
    const parsed = await readJsonBody(request(body));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.response.status).toBe(400);
      const json = await parsed.response.json();
      expect(json.error.code).toBe('invalid_json');
      expect(json.error.message).toMatch(/корректным JSON/);
    }
  });

  test('reads any JSON value', async () => {
    expect(await readJsonBody(request('[1, "два"]'))).toEqual({ ok: true, value: [1, 'два'] });
  });
});

describe('validateBody', () => {
  test('returns the cast value without unknown keys', async () => {
    expect(await validateBody(schema, { name: ' Азиз ', age: '20', admin: true })).toEqual({
      ok: true,
      value: { name: 'Азиз', age: 20 },
    });
  });

  test('reports every field with its schema message', async () => {
    const parsed = await validateBody(schema, { age: 12 });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(await parsed.response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Проверьте правильность заполнения полей',
          fields: { name: 'Введите имя', age: 'Только для взрослых' },
        },
      });
    }
  });

  test.each([[null], [[]], ['text'], [3]])('refuses %j: the body must be an object', async (value) => {
    const parsed = await validateBody(schema, value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      const json = await parsed.response.json();
      expect(json.error.code).toBe('validation_failed');
      expect(json.error.fields).toEqual({ body: expect.any(String) });
    }
  });

  test('replaces yup’s English type errors', async () => {
    const parsed = await parseBody(request(JSON.stringify({ name: 'Азиз', age: 'много' })), schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect((await parsed.response.json()).error.fields).toEqual({ age: 'Неверный формат значения' });
    }
  });
});

describe('validateBody with objects where strings belong', () => {
  const nested = object({
    code: string().trim().required(),
    contact: object({ email: string().trim() }),
  });

  test.each([
    [{ code: { $ne: '' } }, { code: 'Неверный формат значения' }],
    [{ code: ['A'] }, { code: 'Неверный формат значения' }],
    [{ code: 'A', contact: { email: ['x'] } }, { 'contact.email': 'Неверный формат значения' }],
  ])('reports %j as a validation error, not a crash', async (value, fields) => {
    const parsed = await validateBody(nested, value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.response.status).toBe(400);
      expect((await parsed.response.json()).error.fields).toEqual(fields);
    }
  });
});

describe('in the language the caller asks for', () => {
  const uzbek = (body: string) =>
    new Request('http://localhost/', { method: 'POST', body, headers: { 'accept-language': 'uz' } });

  test('an unreadable body is refused in Uzbek', async () => {
    const parsed = await readJsonBody(uzbek('{'));
    expect(parsed.ok ? undefined : await parsed.response.json()).toEqual({
      error: {
        code: 'invalid_json',
        message: 'So‘rovni o‘qib bo‘lmadi: so‘rov tanasi to‘g‘ri JSON bo‘lishi kerak',
      },
    });
  });

  test('a visitor’s body is checked with the schema of their language, and the team’s stays Russian', async () => {
    const visitor = await parseBody(uzbek('{"email":"lola@"}'), (schemas) => schemas.ambassadorEmailSchema);
    expect(visitor.ok ? undefined : await visitor.response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring',
        fields: { email: 'Email manzilini to‘g‘ri kiriting' },
      },
    });
    const team = await parseBody(uzbek('[]'), schema);
    expect(team.ok ? undefined : await team.response.json()).toMatchObject({
      error: { message: 'Тело запроса должно быть JSON-объектом' },
    });
  });
});
