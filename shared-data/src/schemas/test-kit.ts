import type { SchemaContext } from 'shared-data/fields';
import { type AnyObjectSchema, ValidationError } from 'yup';

/** First message per field path of validating `value`, `{}` when it is valid. For tests. */
export function errorsOf(
  schema: AnyObjectSchema,
  value: unknown,
  context: SchemaContext = {},
): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      throw error;
    }
    const fields: Record<string, string> = {};
    for (const issue of error.inner) {
      fields[issue.path ?? ''] ??= issue.message;
    }
    return fields;
  }
}

const invalidPhone = 'Проверьте номер телефона, например: +998 90 123 45 67';

/** A valid name, e-mail and phone. */
export const validContacts = {
  name: 'Алишер Каримов',
  email: 'alisher@example.uz',
  phone: '+998901234567',
};

/** The rules every form shares for name, e-mail and phone (and company, when the form has it). For tests. */
export function describeContactRules(schema: AnyObjectSchema, valid: Record<string, unknown>): void {
  const check = (changes: Record<string, unknown>) => errorsOf(schema, { ...valid, ...changes });

  describe('contact fields', () => {
    it('accepts the valid values', () => {
      expect(errorsOf(schema, valid)).toEqual({});
    });

    it.each([
      ['name', undefined, 'Введите имя'],
      ['name', '   ', 'Введите имя'],
      ['name', null, 'Введите имя'],
      ['name', 'а'.repeat(101), 'Имя не длиннее 100 символов'],
      ['name', { first: 'Алишер' }, 'Неверный формат значения'],
      ['name', ['Алишер'], 'Неверный формат значения'],
      ['email', undefined, 'Введите email'],
      ['email', '', 'Введите email'],
      ['email', 'alisher@', 'Введите корректный email'],
      ['email', 'alisher example.uz', 'Введите корректный email'],
      ['email', `${'a'.repeat(250)}@example.uz`, 'Email не длиннее 254 символов'],
      ['phone', undefined, 'Введите телефон'],
      ['phone', ' ', 'Введите телефон'],
      ['phone', '12345', invalidPhone],
      ['phone', '+998 00 123 45 67', invalidPhone],
      ['phone', '+998 90 123 45 6', invalidPhone],
      ['phone', '+998 90 123 45 678', invalidPhone],
      ['phone', '+998 90 123 45 6x', invalidPhone],
      ['phone', 'позвоните мне', invalidPhone],
      ['phone', `+998 ${'9'.repeat(40)}`, 'Телефон не длиннее 32 символов'],
      ['phone', { number: '901234567' }, 'Неверный формат значения'],
    ])('%s = %p gives "%s"', (field, value, message) => {
      expect(check({ [field]: value })[field]).toBe(message);
    });

    it('accepts names and e-mails at their limits', () => {
      expect(check({ name: 'а'.repeat(100) })).toEqual({});
      expect(
        check({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}` }),
      ).toEqual({});
    });

    it.each([
      '+998901234567',
      '998901234567',
      '+998 (90) 123-45-67',
      '+998-90-123-45-67',
      ' +998 90 123 45 67 ',
      '90 123 45 67',
      '8 90 123 45 67',
    ])('accepts the phone %p and writes it as +998901234567', (phone) => {
      expect(check({ phone })).toEqual({});
      expect(schema.validateSync({ ...valid, phone }).phone).toBe('+998901234567');
    });

    it('trims the name and e-mail', () => {
      const value = schema.validateSync({ ...valid, name: '  Алишер  ', email: ' alisher@example.uz ' });
      expect(value).toMatchObject({ name: 'Алишер', email: 'alisher@example.uz' });
    });

    if ('company' in schema.fields) {
      it('limits the company to 150 characters, optional', () => {
        expect(check({ company: 'к'.repeat(150) })).toEqual({});
        expect(check({ company: 'к'.repeat(151) }).company).toBe('Название компании не длиннее 150 символов');
        expect(schema.validateSync({ ...valid, company: undefined }).company).toBe('');
      });
    }
  });
}
