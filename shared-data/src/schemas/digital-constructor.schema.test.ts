import { digitalConstructorInitialValues } from 'shared-data/forms';
import { digitalConstructorNotices, digitalConstructorSchema } from 'shared-data/testing';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

const valid = { ...validContacts, selection: { 'monthly-support': 7 } };
const selectionError = (selection: unknown) =>
  errorsOf(digitalConstructorSchema, { ...valid, selection }).selection;
const outOfBounds = 'Сумма должна быть от 3\u00a0500\u00a0000 до 50\u00a0000\u00a0000\u00a0сум';

describe('digitalConstructorSchema', () => {
  describeContactRules(digitalConstructorSchema, valid);

  it('needs only the contacts and a selection', () => {
    expect(digitalConstructorSchema.validateSync(valid)).toEqual({
      ...valid,
      company: '',
      companyActivity: '',
      experienceYears: '',
      personalInfo: '',
      meetingFormat: '',
      consultationDate: '',
      comments: '',
    });
  });

  it.each(['online', 'office', 'client-office', 'phone'])(
    'accepts the meeting format %p',
    (meetingFormat) => {
      expect(errorsOf(digitalConstructorSchema, { ...valid, meetingFormat })).toEqual({});
    },
  );

  it.each([
    ['meetingFormat', 'messenger'],
    ['experienceYears', 'junior'],
  ])('rejects %s = %p', (field, value) => {
    expect(errorsOf(digitalConstructorSchema, { ...valid, [field]: value })[field]).toBe(
      'Выберите вариант из списка',
    );
  });

  it('limits the project description and the comments', () => {
    expect(
      errorsOf(digitalConstructorSchema, {
        ...valid,
        personalInfo: 'п'.repeat(2001),
        comments: 'к'.repeat(2001),
      }),
    ).toEqual({
      personalInfo: 'Описание проекта не длиннее 2000 символов',
      comments: 'Комментарий не длиннее 2000 символов',
    });
  });

  it.each([
    [{ 'monthly-support': 7 }, 'the minimum exactly'],
    [{ 'monthly-support': 100 }, 'the maximum exactly'],
    [{ 'online-store': 1, 'telegram-bot': 1 }, 'a mix'],
  ])('accepts %o (%s)', (selection, _case) => {
    expect(selectionError(selection)).toBeUndefined();
  });

  it.each([
    [{}, 'Выберите хотя бы одну услугу'],
    [{ 'monthly-support': 6 }, outOfBounds],
    [{ 'monthly-support': 100, 'technical-consultation': 1 }, outOfBounds],
    [{ 'monthly-support': 101 }, 'Количество должно быть целым числом от 1 до 100'],
    [{ 'logo-design': 1 }, 'Неизвестная услуга: logo-design'],
  ])('rejects the selection %p with "%s"', (selection, message) => {
    expect(selectionError(selection)).toBe(message);
  });

  it('starts empty and has the spec toasts', () => {
    expect(Object.keys(errorsOf(digitalConstructorSchema, digitalConstructorInitialValues))).toEqual([
      'name',
      'email',
      'phone',
      'selection',
    ]);
    expect(digitalConstructorNotices.success).toEqual({
      title: 'Заявка отправлена!',
      description: 'Наш технический специалист свяжется с вами для обсуждения проекта.',
    });
  });
});
