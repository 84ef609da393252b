import { customPlanInitialValues } from 'shared-data/forms';
import { customPlanNotices, customPlanSchema } from 'shared-data/testing';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

const valid = { ...validContacts, companyActivity: 'Ресторан', meetingFormat: 'messenger' };
const now = new Date('2025-08-20T10:00:00+05:00');

describe('customPlanSchema', () => {
  describeContactRules(customPlanSchema, valid);

  it('requires the company activity and the meeting format', () => {
    expect(errorsOf(customPlanSchema, validContacts)).toEqual({
      companyActivity: 'Укажите сферу деятельности',
      meetingFormat: 'Выберите формат встречи',
    });
    expect(errorsOf(customPlanSchema, { ...valid, companyActivity: 'д'.repeat(201) }).companyActivity).toBe(
      'Сфера деятельности не длиннее 200 символов',
    );
  });

  it.each(['online', 'office', 'phone', 'messenger'])('accepts the meeting format %p', (meetingFormat) => {
    expect(errorsOf(customPlanSchema, { ...valid, meetingFormat })).toEqual({});
  });

  it.each(['client-office', 'telegram'])('rejects the meeting format %p', (meetingFormat) => {
    expect(errorsOf(customPlanSchema, { ...valid, meetingFormat }).meetingFormat).toBe(
      'Выберите вариант из списка',
    );
  });

  it('takes checklist values as services, without duplicates', () => {
    const value = customPlanSchema.validateSync({ ...valid, selectedServices: ['logo', 'reels', 'logo'] });
    expect(value.selectedServices).toEqual(['logo', 'reels']);
    expect(customPlanSchema.validateSync(valid).selectedServices).toEqual([]);
    expect(customPlanSchema.validateSync({ ...valid, selectedServices: null }).selectedServices).toEqual([]);
  });

  it.each([
    [['logo', 'time-travel'], 'selectedServices[1]', 'Выберите услуги из списка'],
    [['logo', 5], 'selectedServices[1]', 'Выберите услуги из списка'],
    [[{ value: 'logo' }], 'selectedServices[0]', 'Неверный формат значения'],
    ['logo', 'selectedServices', 'Неверный формат значения'],
  ])('rejects the services %p at %s', (selectedServices, path, message) => {
    expect(errorsOf(customPlanSchema, { ...valid, selectedServices })[path]).toBe(message);
  });

  it('checks budget, experience, date, promo code and texts', () => {
    expect(
      errorsOf(
        customPlanSchema,
        {
          ...valid,
          budget: 'huge',
          experienceYears: 'forever',
          consultationDate: '2025-08-19',
          promoCode: 'P'.repeat(41),
          personalInfo: 'и'.repeat(2001),
          comments: 'к'.repeat(2001),
        },
        { now },
      ),
    ).toEqual({
      budget: 'Выберите вариант из списка',
      experienceYears: 'Выберите вариант из списка',
      consultationDate: 'Дата консультации не может быть в прошлом',
      promoCode: 'Промокод не длиннее 40 символов',
      personalInfo: 'Информация о вас не длиннее 2000 символов',
      comments: 'Комментарий не длиннее 2000 символов',
    });
    expect(
      errorsOf(
        customPlanSchema,
        { ...valid, budget: 'enterprise', experienceYears: 'no-experience', consultationDate: '2025-08-21' },
        { now },
      ),
    ).toEqual({});
  });

  it('starts empty and has the spec toasts', () => {
    expect(errorsOf(customPlanSchema, customPlanInitialValues)).toEqual({
      name: 'Введите имя',
      email: 'Введите email',
      phone: 'Введите телефон',
      companyActivity: 'Укажите сферу деятельности',
      meetingFormat: 'Выберите формат встречи',
    });
    expect(customPlanNotices.success.description).toBe(
      'Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.',
    );
    expect(customPlanNotices.failure).toEqual({
      title: 'Ошибка',
      description: 'Не удалось отправить заявку. Попробуйте еще раз.',
    });
  });
});

describe('customPlanSchema with an untouched form', () => {
  it('asks for the meeting format rather than calling "" a wrong option', () => {
    expect(errorsOf(customPlanSchema, { ...valid, meetingFormat: '' }).meetingFormat).toBe(
      'Выберите формат встречи',
    );
  });
});
