import { consultationSectionInitialValues } from 'shared-data/forms';
import {
  consultationRequiredNotice,
  consultationSectionNotices,
  consultationSectionSchema,
} from 'shared-data/testing';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

const now = new Date('2025-08-20T10:00:00+05:00');
const dateError = (consultationDate: unknown) =>
  errorsOf(consultationSectionSchema, { ...validContacts, consultationDate }, { now }).consultationDate;

describe('consultationSectionSchema', () => {
  describeContactRules(consultationSectionSchema, validContacts);

  it('accepts a full form', () => {
    const values = {
      ...validContacts,
      company: 'Oila Market',
      consultationDate: '2025-08-25',
      meetingFormat: 'office',
      budget: 'medium',
      companyActivity: 'Розничная торговля',
      experienceYears: '3-5-years',
      personalInfo: 'Владелец сети магазинов',
      comments: 'Лучше после обеда',
    };
    expect(consultationSectionSchema.validateSync(values, { context: { now } })).toEqual(values);
  });

  it.each([
    ['2025-08-20', 'today'],
    ['2025-08-20T03:00:00Z', 'earlier today'],
    ['2025-08-21T09:30:00+05:00', 'tomorrow with a time'],
    ['2026-08-20', 'a year ahead'],
    ['', 'no date'],
    [null, 'null'],
    [undefined, 'missing'],
  ])('accepts %p (%s)', (value, _case) => {
    expect(dateError(value)).toBeUndefined();
  });

  it.each([
    ['2025-08-19', 'Дата консультации не может быть в прошлом'],
    ['2025-08-19T18:59:59Z', 'Дата консультации не может быть в прошлом'],
    ['2026-08-21', 'Выберите дату в пределах 365 дней'],
    ['завтра', 'Некорректная дата консультации'],
    ['2025-02-30', 'Некорректная дата консультации'],
    ['2025-08-25T10:00', 'Некорректная дата консультации'],
    [{ day: 25 }, 'Неверный формат значения'],
  ])('rejects %p with "%s"', (value, message) => {
    expect(dateError(value)).toBe(message);
  });

  it('checks the date against the clock when no moment is given', () => {
    expect(errorsOf(consultationSectionSchema, { ...validContacts, consultationDate: '2000-01-01' })).toEqual(
      {
        consultationDate: 'Дата консультации не может быть в прошлом',
      },
    );
  });

  it.each([
    ['meetingFormat', 'messenger'],
    ['meetingFormat', 'client-office'],
    ['budget', 'up-to-5m'],
    ['experienceYears', '10-years'],
  ])('rejects %s = %p', (field, value) => {
    expect(errorsOf(consultationSectionSchema, { ...validContacts, [field]: value })[field]).toBe(
      'Выберите вариант из списка',
    );
  });

  it.each([
    ['companyActivity', 201, 'Сфера деятельности не длиннее 200 символов'],
    ['personalInfo', 2001, 'Информация о вас не длиннее 2000 символов'],
    ['comments', 2001, 'Комментарий не длиннее 2000 символов'],
  ])('limits %s to fewer than %d characters', (field, length, message) => {
    expect(
      errorsOf(consultationSectionSchema, { ...validContacts, [field]: 'т'.repeat(length) })[field],
    ).toBe(message);
    expect(
      errorsOf(consultationSectionSchema, { ...validContacts, [field]: 'т'.repeat(length - 1) }),
    ).toEqual({});
  });

  it('starts empty and has the spec notices', () => {
    expect(Object.keys(errorsOf(consultationSectionSchema, consultationSectionInitialValues))).toEqual([
      'name',
      'email',
      'phone',
    ]);
    expect(consultationRequiredNotice.description).toBe(
      'Имя, email и телефон обязательны для записи на консультацию',
    );
    expect(consultationSectionNotices.success.description).toBe(
      'Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.',
    );
    expect(consultationSectionNotices.failure).toEqual({
      title: 'Ошибка отправки',
      description: 'Произошла ошибка при отправке заявки. Попробуйте еще раз.',
    });
  });
});
