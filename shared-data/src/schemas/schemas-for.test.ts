import { planOrderInitialValues } from 'shared-data/forms';
import {
  ambassadorVerifySchema,
  calculatorSchema,
  leadSchemas,
  marketingCalculatorServices,
  planOrderSchema,
  validateLead,
} from 'shared-data/testing';
import { schemasFor } from './schemas-for';
import { errorsOf, validContacts } from './test-kit';

const now = new Date('2025-08-20T10:00:00+05:00');

describe('schemasFor', () => {
  it('gives the Russian schemas answering exactly as the Russian exports do', async () => {
    const russian = await schemasFor('ru');
    const empty = planOrderInitialValues('PRO');
    expect(errorsOf(russian.planOrderSchema, empty)).toEqual(errorsOf(planOrderSchema, empty));
    const selection = { [marketingCalculatorServices[0]?.id ?? '']: 1, 'no-such-item': 1 };
    expect(errorsOf(russian.calculatorSchema, { selection })).toEqual(
      errorsOf(calculatorSchema, { selection }),
    );
    expect(errorsOf(russian.ambassadorVerifySchema, {})).toEqual(errorsOf(ambassadorVerifySchema, {}));
    expect(Object.keys(russian.leadSchemas)).toEqual(Object.keys(leadSchemas));
    expect(russian.validateLead({ type: 'plan_order' }, { now })).toEqual(
      validateLead({ type: 'plan_order' }, { now }),
    );
  });

  it('builds each language’s schemas once', async () => {
    expect(await schemasFor('uz')).toBe(await schemasFor('uz'));
    expect(await schemasFor('uz')).not.toBe(await schemasFor('ru'));
  });

  it('refuses an Uzbek form in Uzbek', async () => {
    const { planOrderSchema: uzbekOrder, ambassadorVerifySchema: uzbekVerify } = await schemasFor('uz');
    expect(errorsOf(uzbekOrder, planOrderInitialValues('PRO'))).toEqual({
      name: 'Ismingizni kiriting',
      email: 'Email manzilingizni kiriting',
      phone: 'Telefon raqamingizni kiriting',
    });
    expect(
      errorsOf(uzbekOrder, { ...validContacts, planName: 'GOLD', comments: 'x'.repeat(2001), email: 'a@' }),
    ).toEqual({
      planName: 'Ro‘yxatdagi tariflardan birini tanlang',
      comments: 'Izoh 2000 belgidan oshmasligi kerak',
      email: 'Email manzilini to‘g‘ri kiriting',
    });
    expect(errorsOf(uzbekVerify, { email: 'lola@example.uz', attempt: 'x', code: '12' })).toEqual({
      attempt: 'Kodni qayta so‘rang: faqat oxirgi xatdagi kod amal qiladi',
      code: 'Kod 8 ta raqamdan iborat',
    });
  });

  it('validates an Uzbek lead in Uzbek, the selection and its bounds included', async () => {
    const { validateLead: validateUzbek } = await schemasFor('uz');
    expect(validateUzbek([], { now })).toEqual({
      ok: false,
      message: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring',
      fields: { body: 'Forma maydonlari bo‘lgan obyekt kutilgan' },
    });
    const calculator = {
      type: 'calculator',
      ...validContacts,
      company_activity: 'Kafe',
      meeting_format: 'online',
      selection: { 'content-plan': 1 },
    };
    const refused = validateUzbek(calculator, { now });
    expect(refused).toMatchObject({ ok: false, message: 'Maydonlar to‘g‘ri to‘ldirilganini tekshiring' });
    expect(refused.ok ? '' : refused.fields.selection).toMatch(
      /^Summa .+\u00a0so‘m oralig‘ida bo‘lishi kerak$/,
    );
    const unknown = validateUzbek({ ...calculator, selection: { 'no-such-item': 1 } }, { now });
    expect(unknown.ok ? '' : unknown.fields.selection).toBe('Noma’lum xizmat: no-such-item');
  });
});
