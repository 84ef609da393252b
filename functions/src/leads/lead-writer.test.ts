import { type Lead, priceLead, validateLead } from 'shared-data/core';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador } from '../test/fixtures';
import { createLeadWriter } from './lead-writer';
import type { NewLead } from './queries';

const lead = (email: string): Lead => {
  const result = validateLead({
    type: 'plan_order',
    name: 'Нодира',
    email,
    phone: '+998901234567',
    plan_name: 'STARTER',
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.lead;
};

const newLead = (email: string, changes: Partial<NewLead> = {}): NewLead => {
  const value = lead(email);
  return {
    lead: value,
    pricing: priceLead(value, { promoApplied: false }),
    promoCode: null,
    ambassadorId: null,
    payload: { email },
    idempotencyKey: null,
    suspicion: null,
    mail: { templateId: 'template_order', params: { from_email: email } },
    source: {},
    consentVersion: null,
    language: 'ru',
    ...changes,
  };
};

describeEachDatabase('the lead writer', (ctx) => {
  const counts = async () => {
    const [row] = await ctx.db.query<{ leads: number; mails: number }>(
      'select (select count(*) from applications)::int as leads, (select count(*) from mail_jobs)::int as mails',
    );
    return row;
  };

  test('leads submitted together are written together, each with its mail job and its own answer', async () => {
    const writer = createLeadWriter(ctx.db);
    const written = await Promise.all(
      Array.from({ length: 30 }, (_, index) => writer.write(newLead(`b${index}@example.uz`))),
    );
    expect(new Set(written.map((item) => item.stored.id)).size).toBe(30);
    expect(written.every((item) => !item.replayed)).toBe(true);
    expect(await counts()).toEqual({ leads: 30, mails: 30 });
    const rows = await ctx.db.query<{ id: string; email: string; mail_email: string }>(
      `select a.id, a.email, m.params->>'from_email' as mail_email
       from applications a join mail_jobs m on m.application_id = a.id`,
    );
    expect(rows.every((row) => row.email === row.mail_email)).toBe(true);
  });

  test('a key repeated within one batch or across batches makes one lead and one mail', async () => {
    const writer = createLeadWriter(ctx.db);
    const [first, twin] = await Promise.all([
      writer.write(newLead('a@example.uz', { idempotencyKey: 'same' })),
      writer.write(newLead('a@example.uz', { idempotencyKey: 'same' })),
    ]);
    expect(twin?.stored).toEqual(first?.stored);
    expect([first?.replayed, twin?.replayed].sort()).toEqual([false, true]);
    const later = await writer.write(newLead('a@example.uz', { idempotencyKey: 'same' }));
    expect(later).toEqual({ stored: first?.stored, replayed: true });
    expect(await counts()).toEqual({ leads: 1, mails: 1 });
  });

  test('a lead is stored even when its mail or alert carries text jsonb refuses (a lone surrogate, a NUL)', async () => {
    const writer = createLeadWriter(ctx.db);
    const broken = `Позвоните ${'😀'.slice(0, 1)} в\u0000ечером`;
    await writer.write(
      newLead('c@example.uz', {
        mail: { templateId: 'template_order', params: { comments: broken } },
        alert: { chat_id: '-1', text: broken, entities: [] },
      }),
    );
    const jobs = await ctx.db.query<{ channel: string; text: string }>(
      "select channel, coalesce(params->>'comments', params->>'text') as text from mail_jobs order by channel",
    );
    expect(jobs).toEqual([
      { channel: 'email', text: 'Позвоните \ufffd в\ufffdечером' },
      { channel: 'telegram', text: 'Позвоните \ufffd в\ufffdечером' },
    ]);
    expect(await counts()).toEqual({ leads: 1, mails: 2 });
  });

  const referrals = async (id: string) => {
    const [row] = await ctx.db.query<{ total_referrals: number }>(
      'select total_referrals from ambassadors where id = $1',
      [id],
    );
    return row?.total_referrals;
  };

  test('referrals count distinct buyers by e-mail, for new leads only', async () => {
    const ambassador = await insertAmbassador(ctx.db);
    const writer = createLeadWriter(ctx.db);
    await Promise.all([
      writer.write(newLead('x@example.uz', { ambassadorId: ambassador.id, idempotencyKey: 'r1' })),
      writer.write(newLead('y@example.uz', { ambassadorId: ambassador.id })),
      writer.write(newLead('x@example.uz', { ambassadorId: ambassador.id, idempotencyKey: 'r1' })),
    ]);
    expect(await referrals(ambassador.id)).toBe(2);
    await writer.write(newLead('X@Example.uz', { ambassadorId: ambassador.id }));
    await Promise.all([
      writer.write(newLead('y@example.uz', { ambassadorId: ambassador.id })),
      writer.write(newLead('y@example.uz', { ambassadorId: ambassador.id })),
    ]);
    expect(await referrals(ambassador.id)).toBe(2);
    await writer.write(newLead('z@example.uz', { ambassadorId: ambassador.id }));
    expect(await referrals(ambassador.id)).toBe(3);
  });

  test('a consultation request carrying a code is kept with its ambassador but is no referral', async () => {
    const ambassador = await insertAmbassador(ctx.db);
    const writer = createLeadWriter(ctx.db);
    const consultation = validateLead({
      type: 'landing_consultation',
      name: 'Нодира',
      email: 'c@example.uz',
      phone: '+998901234567',
    });
    if (!consultation.ok) throw new Error(JSON.stringify(consultation.fields));
    for (let index = 0; index < 3; index++) {
      await writer.write({
        ...newLead('c@example.uz', { ambassadorId: ambassador.id }),
        lead: consultation.lead,
        pricing: priceLead(consultation.lead, { promoApplied: true }),
      });
    }
    expect(await referrals(ambassador.id)).toBe(0);
    const [row] = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from applications where ambassador_id = $1',
      [ambassador.id],
    );
    expect(row?.n).toBe(3);
  });

  test('a suspected lead is stored with its reason', async () => {
    const writer = createLeadWriter(ctx.db);
    await writer.write(
      newLead('fast@example.uz', { suspicion: 'форма отправлена через 0,3 с после открытия' }),
    );
    await writer.write(newLead('calm@example.uz'));
    const rows = await ctx.db.query<{ email: string; suspected: boolean; suspected_reason: string | null }>(
      'select email, suspected, suspected_reason from applications order by email',
    );
    expect(rows).toEqual([
      { email: 'calm@example.uz', suspected: false, suspected_reason: null },
      {
        email: 'fast@example.uz',
        suspected: true,
        suspected_reason: 'форма отправлена через 0,3 с после открытия',
      },
    ]);
  });

  test('one lead the database refuses does not take the rest of its batch down', async () => {
    const writer = createLeadWriter(ctx.db);
    const broken = newLead('bad@example.uz');
    const results = await Promise.allSettled([
      writer.write(newLead('ok1@example.uz')),
      writer.write({ ...broken, lead: { ...broken.lead, type: 'no_such_type' } as unknown as Lead }),
      writer.write(newLead('ok2@example.uz')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await counts()).toEqual({ leads: 2, mails: 2 });
  });
});
