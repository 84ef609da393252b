import { serviceOrderInitialValues } from 'shared-data/forms';
import { serviceOrderNotices, serviceOrderSchema } from 'shared-data/testing';
import { orderableServiceNames } from './service-order.schema';
import { describeContactRules, errorsOf, validContacts } from './test-kit';

const valid = { ...validContacts, service: 'Мобильные приложения' };

describe('serviceOrderSchema', () => {
  describeContactRules(serviceOrderSchema, valid);

  it('offers the 12 development services and the marketing services', () => {
    expect(orderableServiceNames).toHaveLength(32);
    expect(orderableServiceNames).toEqual(expect.arrayContaining(['Веб-разработка', 'SEO-продвижение']));
    expect(errorsOf(serviceOrderSchema, { ...valid, service: 'SEO-продвижение' })).toEqual({});
  });

  it.each([
    [undefined, 'Выберите услугу'],
    ['', 'Выберите услугу'],
    ['Ремонт квартир', 'Выберите услугу из списка'],
    [['Веб-разработка'], 'Неверный формат значения'],
  ])('rejects the service %p with "%s"', (service, message) => {
    expect(errorsOf(serviceOrderSchema, { ...valid, service }).service).toBe(message);
  });

  it('keeps the message optional and within 2000 characters', () => {
    expect(serviceOrderSchema.validateSync(valid).message).toBe('');
    expect(errorsOf(serviceOrderSchema, { ...valid, message: 'м'.repeat(2001) }).message).toBe(
      'Сообщение не длиннее 2000 символов',
    );
  });

  it('starts empty for the given service and has the spec toasts', () => {
    expect(errorsOf(serviceOrderSchema, serviceOrderInitialValues('Backend-разработка'))).toEqual({
      name: 'Введите имя',
      email: 'Введите email',
      phone: 'Введите телефон',
    });
    expect(serviceOrderNotices.success.description).toBe(
      'Мы свяжемся с вами в ближайшее время для обсуждения услуги.',
    );
    expect(serviceOrderNotices.failure.title).toBe('Ошибка отправки');
  });
});
