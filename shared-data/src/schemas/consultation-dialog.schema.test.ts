import { consultationDialogInitialValues } from 'shared-data/forms';
import { consultationDialogNotices, consultationDialogSchema } from 'shared-data/testing';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

describe('consultationDialogSchema', () => {
  describeContactRules(consultationDialogSchema, validContacts);

  it('takes the optional fields from the option lists', () => {
    const values = {
      ...validContacts,
      service: 'seo',
      preferredTime: 'evening',
      budget: 'individual',
      message: 'Нужен SEO',
    };
    expect(consultationDialogSchema.validateSync(values)).toEqual({ ...values, company: '' });
  });

  it.each([
    ['service', 'tiktok'],
    ['preferredTime', 'night'],
    ['budget', 'small'],
  ])('rejects %s = %p with "Выберите вариант из списка"', (field, value) => {
    expect(errorsOf(consultationDialogSchema, { ...validContacts, [field]: value })[field]).toBe(
      'Выберите вариант из списка',
    );
  });

  it('limits the message to 2000 characters', () => {
    expect(errorsOf(consultationDialogSchema, { ...validContacts, message: 'м'.repeat(2001) }).message).toBe(
      'Сообщение не длиннее 2000 символов',
    );
  });

  it('starts empty, and an empty form misses exactly the three required fields', () => {
    expect(Object.keys(errorsOf(consultationDialogSchema, consultationDialogInitialValues))).toEqual([
      'name',
      'email',
      'phone',
    ]);
  });

  it('has the spec toasts', () => {
    expect(consultationDialogNotices.success).toEqual({
      title: 'Заявка отправлена!',
      description: 'Мы свяжемся с вами в ближайшее время для назначения консультации.',
    });
    expect(consultationDialogNotices.failure).toEqual({
      title: 'Ошибка отправки',
      description: 'Попробуйте еще раз или свяжитесь с нами напрямую.',
    });
  });
});
