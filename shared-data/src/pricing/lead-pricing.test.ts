import { validateLead } from 'shared-data/testing';
import type { Lead } from '../schemas/lead.schema';
import { priceLead } from './lead-pricing';

const contacts = { name: 'Алишер', email: 'alisher@example.uz', phone: '+998901234567' };

const lead = (body: Record<string, unknown>): Lead => {
  const result = validateLead({ ...contacts, ...body });
  if (!result.ok) {
    throw new Error(JSON.stringify(result.fields));
  }
  return result.lead;
};

describe('priceLead', () => {
  it('prices a plan order from the catalog, with the promo discount when it applies', () => {
    const order = lead({ type: 'plan_order', plan_name: 'premium', plan_price: 1, final_price: 1 });
    expect(priceLead(order, { promoApplied: true })).toEqual({
      planName: 'PREMIUM',
      planPrice: 35_750_000,
      discountAmount: 5_362_500,
      finalPrice: 30_387_500,
      totalAmount: 30_387_500,
      selectedServices: null,
    });
    expect(priceLead(order, { promoApplied: false })).toMatchObject({
      planPrice: 35_750_000,
      discountAmount: 0,
      finalPrice: 35_750_000,
    });
  });

  it('totals a calculator selection as the CONSTRUCTOR tariff, promo or not', () => {
    const calculator = lead({
      type: 'calculator',
      companyActivity: 'Кафе',
      meetingFormat: 'online',
      selection: { 'targeted-ads': 3, reels: 5 },
      totalAmount: 1,
    });
    expect(priceLead(calculator, { promoApplied: true })).toEqual({
      planName: 'CONSTRUCTOR',
      planPrice: 6_500_000,
      discountAmount: 0,
      finalPrice: 6_500_000,
      totalAmount: 6_500_000,
      selectedServices:
        'Таргетированная реклама x3 (3\u00a0900\u00a0000\u00a0сум)\nReels x5 (2\u00a0600\u00a0000\u00a0сум)',
    });
  });

  it('totals a digital constructor selection', () => {
    const project = lead({
      type: 'digital_constructor',
      selection: { 'landing-page': 1, 'telegram-bot': 2 },
    });
    expect(priceLead(project, { promoApplied: false })).toEqual({
      planName: 'DIGITAL CONSTRUCTOR',
      planPrice: 3_800_000,
      discountAmount: 0,
      finalPrice: 3_800_000,
      totalAmount: 3_800_000,
      selectedServices:
        'Лендинг x1 (1\u00a0800\u00a0000\u00a0сум)\nTelegram-бот x2 (2\u00a0000\u00a0000\u00a0сум)',
    });
  });

  it('leaves a custom tariff unpriced and lists its ticked services', () => {
    const custom = lead({
      type: 'custom_plan',
      companyActivity: 'Кафе',
      meetingFormat: 'phone',
      selectedServices: ['logo', 'seo-audit'],
    });
    expect(priceLead(custom, { promoApplied: true })).toEqual({
      planName: 'CONSTRUCTOR',
      planPrice: null,
      discountAmount: 0,
      finalPrice: null,
      totalAmount: null,
      selectedServices: 'Логотип\nSEO-аудит',
    });
    const bare = lead({ type: 'custom_plan', companyActivity: 'Кафе', meetingFormat: 'phone' });
    expect(priceLead(bare, { promoApplied: false }).selectedServices).toBeNull();
  });

  it('names the service of a service order and ignores its estimate', () => {
    const order = lead({ type: 'service_order', service: 'DevOps', estimated_price: 1 });
    expect(priceLead(order, { promoApplied: false })).toMatchObject({
      planName: 'DevOps',
      planPrice: null,
      finalPrice: null,
    });
  });

  it('gives consultations no figures', () => {
    const empty = {
      planName: null,
      planPrice: null,
      discountAmount: 0,
      finalPrice: null,
      totalAmount: null,
      selectedServices: null,
    };
    expect(priceLead(lead({ type: 'consultation' }), { promoApplied: true })).toEqual(empty);
    expect(priceLead(lead({ type: 'landing_consultation' }), { promoApplied: true })).toEqual(empty);
  });

  it('throws for a plan the catalog lacks (validation rules it out first)', () => {
    const forged = { ...lead({ type: 'plan_order', plan_name: 'PRO' }), plan_name: 'GOLD' } as Lead;
    expect(() => priceLead(forged, { promoApplied: false })).toThrow('Unknown plan: GOLD');
  });
});
