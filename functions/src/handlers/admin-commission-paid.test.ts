import type { Handler } from '../http/handler';
import { describeEachDatabase } from '../test/databases';
import { memoryLogger, postJson, testEnv } from '../test/fixtures';
import { call, signInByCode } from '../test/handler-support';
import { leadBodies } from '../test/lead-bodies';
import { handlers } from './registry';
import { submitApplication } from './submit-application';

const env = testEnv({ ADMIN_EMAILS: 'manager@agency.uz,second@agency.uz' });
const fn = (name: string) => handlers[name] as Handler;

describeEachDatabase('admin-commission-paid', (ctx) => {
  const signIn = async (email: string) => {
    const res = await signInByCode(fn('admin-send-code'), fn('admin-verify'), ctx.db, email, { env });
    return res.body.token as string;
  };
  const ask = (token: string, name: string, body: unknown) =>
    call(fn(name), ctx.db, body, { env, headers: { 'x-admin-token': token } });

  /** A lead ordered with Lola's code, and her dashboard token. */
  const referredLead = async () => {
    const lola = await call(fn('register-ambassador-simple'), ctx.db, {
      name: 'Лола Юсупова',
      email: 'lola@example.uz',
    });
    const res = await submitApplication(
      new Request(
        'http://localhost/functions/v1/submit-application',
        postJson({
          ...leadBodies().plan_order,
          name: 'Азиз Каримов',
          email: 'aziz@example.uz',
          promo_code: lola.body.ambassador.promo_code,
          form_started_at: Date.now() - 30_000,
          website: '',
        }),
      ),
      { db: ctx.db, env, logger: memoryLogger().logger },
    );
    const { id } = (await res.json()) as { id: string };
    return { id, ambassadorToken: lola.body.token as string };
  };
  const paidOnDashboard = async (token: string) =>
    (await call(fn('ambassador-referrals'), ctx.db, {}, { headers: { 'x-ambassador-token': token } })).body
      .referrals[0]?.paid_at as string | null;

  test('marks a won lead’s commission paid in the manager’s name, and the ambassador sees the date', async () => {
    const token = await signIn('manager@agency.uz');
    const { id, ambassadorToken } = await referredLead();
    await ask(token, 'admin-lead-status', { id, status: 'in_progress' });
    const won = await ask(token, 'admin-lead-status', { id, status: 'won' });
    expect(won.body.lead).toMatchObject({ commission: 1_823_250, commission_paid: null });
    expect(await paidOnDashboard(ambassadorToken)).toBeNull();

    const paid = await ask(token, 'admin-commission-paid', { id });
    expect(paid.status).toBe(200);
    expect(paid.body.lead).toMatchObject({
      id,
      status: 'won',
      commission: 1_823_250,
      commission_paid: { at: expect.any(String), by: 'manager@agency.uz' },
    });
    expect(Date.now() - Date.parse(paid.body.lead.commission_paid.at)).toBeLessThan(60_000);
    expect((await ask(token, 'admin-lead', { id })).body.lead.commission_paid).toEqual(
      paid.body.lead.commission_paid,
    );
    expect(await paidOnDashboard(ambassadorToken)).toBe(paid.body.lead.commission_paid.at);
  });

  test('marking it again keeps the first payout, whoever marks it', async () => {
    const first = await signIn('manager@agency.uz');
    const second = await signIn('second@agency.uz');
    const { id } = await referredLead();
    await ask(first, 'admin-lead-status', { id, status: 'in_progress' });
    await ask(first, 'admin-lead-status', { id, status: 'won' });
    const paid = await ask(first, 'admin-commission-paid', { id });
    const again = await ask(second, 'admin-commission-paid', { id });
    expect(again.status).toBe(200);
    expect(again.body.lead.commission_paid).toEqual(paid.body.lead.commission_paid);
    expect(await ctx.db.query('select paid_by from ambassador_earnings')).toEqual([
      { paid_by: 'manager@agency.uz' },
    ]);
  });

  test('a lead with no commission credited is 409, an unknown one 404, a bad id 400', async () => {
    const token = await signIn('manager@agency.uz');
    const { id } = await referredLead();
    const unpaid = await ask(token, 'admin-commission-paid', { id });
    expect(unpaid).toMatchObject({
      status: 409,
      body: { error: { code: 'no_commission', message: 'За эту заявку комиссия не начислена' } },
    });
    expect(
      (await ask(token, 'admin-commission-paid', { id: '6f1c2b1e-8a4d-4c2e-9b7a-1d2e3f4a5b6c' })).status,
    ).toBe(404);
    expect((await ask(token, 'admin-commission-paid', { id: 'not-a-lead' })).status).toBe(400);
    expect(await ctx.db.query('select * from ambassador_earnings')).toEqual([]);
  });

  test('without a manager’s session it is 401, and nothing is marked', async () => {
    const token = await signIn('manager@agency.uz');
    const { id, ambassadorToken } = await referredLead();
    await ask(token, 'admin-lead-status', { id, status: 'in_progress' });
    await ask(token, 'admin-lead-status', { id, status: 'won' });
    const refused: Record<string, string>[] = [
      {},
      { 'x-admin-token': 'A'.repeat(43) },
      { 'x-ambassador-token': ambassadorToken },
    ];
    for (const headers of refused) {
      const res = await call(fn('admin-commission-paid'), ctx.db, { id }, { env, headers });
      expect(res.status).toBe(401);
    }
    expect(await ctx.db.query('select paid_at from ambassador_earnings')).toEqual([{ paid_at: null }]);
  });

  test('the table keeps when and who together', async () => {
    const token = await signIn('manager@agency.uz');
    const { id } = await referredLead();
    await ask(token, 'admin-lead-status', { id, status: 'in_progress' });
    await ask(token, 'admin-lead-status', { id, status: 'won' });
    await expect(ctx.db.query('update ambassador_earnings set paid_at = now()')).rejects.toThrow(
      /ambassador_earnings_paid_check/,
    );
    await expect(ctx.db.query("update ambassador_earnings set paid_by = 'x'")).rejects.toThrow(
      /ambassador_earnings_paid_check/,
    );
  });
});
