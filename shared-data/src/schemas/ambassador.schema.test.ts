import { ambassadorLimits } from 'shared-data/forms';
import {
  ambassadorEmailSchema,
  ambassadorRegistrationSchema,
  ambassadorRequiredFieldsNotice,
  ambassadorVerifySchema,
  referralInfoSchema,
} from 'shared-data/testing';
import { ValidationError } from 'yup';

const errorsOf = async (promise: Promise<unknown>): Promise<Record<string, string>> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ValidationError) {
      const fields: Record<string, string> = {};
      for (const issue of error.inner) {
        fields[issue.path ?? ''] ??= issue.message;
      }
      return fields;
    }
    throw error;
  }
  return {};
};

const register = (value: unknown) => ambassadorRegistrationSchema.validate(value, { abortEarly: false });

describe('ambassadorRegistrationSchema', () => {
  test('trims name and e-mail and keeps the e-mail’s case', async () => {
    expect(await register({ name: '  Лола Юсупова ', email: ' Lola@Example.UZ ' })).toEqual({
      name: 'Лола Юсупова',
      email: 'Lola@Example.UZ',
      phone: null,
    });
  });

  test.each([
    ['+998 90 123 45 67'],
    ['+998901234567'],
    ['998901234567'],
    ['+998 (90) 123-45-67'],
    [' +998-90-123-45-67 '],
    ['90 123 45 67'],
    ['8 90 123 45 67'],
  ])('accepts the Uzbek number %j and writes it one way', async (phone) => {
    const value = await register({ name: 'Лола', email: 'lola@example.uz', phone });
    expect(value.phone).toBe('+998901234567');
  });

  test.each([[''], ['   '], [null], [undefined]])('an empty phone %j is no phone', async (phone) => {
    expect((await register({ name: 'Лола', email: 'lola@example.uz', phone })).phone).toBeNull();
  });

  test.each([
    ['+998 00 123 45 67'],
    ['телефон'],
    ['+998 90 123 45 6'],
    ['+998 90 123 45 678'],
    ['+998 90 123 45 6x'],
  ])('refuses the phone %j', async (phone) => {
    expect(await errorsOf(register({ name: 'Лола', email: 'lola@example.uz', phone }))).toEqual({
      phone: 'Проверьте номер телефона, например: +998 90 123 45 67',
    });
  });

  test('refuses a phone longer than any number', async () => {
    expect(
      await errorsOf(register({ name: 'Лола', email: 'lola@example.uz', phone: '9'.repeat(40) })),
    ).toEqual({
      phone: 'Телефон не длиннее 32 символов',
    });
  });

  test('requires a name and an e-mail', async () => {
    expect(await errorsOf(register({ name: '  ', email: '' }))).toEqual({
      name: 'Введите имя',
      email: 'Введите email',
    });
  });

  test('limits the name to 100 and the e-mail to 254 characters', async () => {
    const longEmail = `${'a'.repeat(250)}@x.uz`;
    expect(await errorsOf(register({ name: 'Я'.repeat(101), email: longEmail }))).toEqual({
      name: 'Имя не длиннее 100 символов',
      email: 'Email не длиннее 254 символов',
    });
    await expect(register({ name: 'Я'.repeat(100), email: 'lola@example.uz' })).resolves.toBeTruthy();
  });

  test.each([['lola'], ['lola@'], ['@example.uz'], ['lola example@uz']])(
    'refuses the e-mail %j',
    async (email) => {
      expect(await errorsOf(register({ name: 'Лола', email }))).toEqual({
        email: 'Введите корректный email',
      });
    },
  );

  test('exports the spec’s notice for missing fields', () => {
    expect(ambassadorRequiredFieldsNotice).toEqual({
      title: 'Заполните все поля',
      description: 'Имя и email обязательны для регистрации',
    });
  });
});

describe('ambassadorEmailSchema', () => {
  test('keeps only the e-mail', async () => {
    expect(
      await ambassadorEmailSchema.validate({ email: ' a@b.uz ', name: 'x' }, { stripUnknown: true }),
    ).toEqual({
      email: 'a@b.uz',
    });
  });

  test('requires a valid e-mail', async () => {
    expect(await errorsOf(ambassadorEmailSchema.validate({ email: 'nope' }, { abortEarly: false }))).toEqual({
      email: 'Введите корректный email',
    });
  });
});

describe('ambassadorVerifySchema', () => {
  const verify = (value: unknown) => ambassadorVerifySchema.validate(value, { abortEarly: false });
  const attempt = 'Ab_-'.repeat(10).concat('xyz');

  test('accepts eight digits, spaces ignored, with the attempt they were asked for', async () => {
    expect(await verify({ email: 'a@b.uz', code: ' 0123 4567 ', attempt })).toEqual({
      email: 'a@b.uz',
      code: '01234567',
      attempt,
    });
  });

  test.each([['123456'], ['1234567'], ['123456789'], ['1234567a'], ['１２３４５６７８']])(
    'refuses the code %j',
    async (code) => {
      expect(await errorsOf(verify({ email: 'a@b.uz', code, attempt }))).toEqual({
        code: `Код состоит из ${ambassadorLimits.codeLength} цифр`,
      });
    },
  );

  test('requires the code', async () => {
    expect(await errorsOf(verify({ email: 'a@b.uz', code: '  ', attempt }))).toEqual({
      code: 'Введите код из письма',
    });
  });

  test.each([[undefined], [''], ['short'], [`${attempt}x`], ['a b'.repeat(15)]])(
    'refuses the attempt %j with a message that says to ask again',
    async (given) => {
      expect(await errorsOf(verify({ email: 'a@b.uz', code: '01234567', attempt: given }))).toEqual({
        attempt: 'Запросите код ещё раз: действует код из последнего письма',
      });
    },
  );
});

describe('referralInfoSchema', () => {
  test('trims the id and requires it', async () => {
    expect(await referralInfoSchema.validate({ referral_id: ' abc ' })).toEqual({ referral_id: 'abc' });
    expect(await errorsOf(referralInfoSchema.validate({ referral_id: '' }, { abortEarly: false }))).toEqual({
      referral_id: 'Не указана реферальная ссылка',
    });
  });

  test('limits the id’s length', async () => {
    const long = 'a'.repeat(ambassadorLimits.referralIdMaxLength + 1);
    expect(await errorsOf(referralInfoSchema.validate({ referral_id: long }, { abortEarly: false }))).toEqual(
      {
        referral_id: 'Слишком длинная реферальная ссылка',
      },
    );
  });
});
