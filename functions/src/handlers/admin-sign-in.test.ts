import type { Handler } from '../http/handler';
import { hashCode } from '../sign-in/secrets';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, testEnv } from '../test/fixtures';
import { call, countRows, lastMailedCode, mailJobs, sha256, signInByCode } from '../test/handler-support';
import { recordingDb } from '../test/recording-db';
import { adminLogout } from './admin-logout';
import { adminMe } from './admin-me';
import { adminSendCode } from './admin-send-code';
import { adminVerify } from './admin-verify';
import { ambassadorSendCode } from './ambassador-send-code';
import { ambassadorVerify } from './ambassador-verify';
import { handlers } from './registry';

const env = testEnv({ ADMIN_EMAILS: 'manager@agency.uz, Boss@Agency.uz' });
const sendCode = adminSendCode;
const verify = adminVerify;
const me = adminMe;
const logout = adminLogout;

const guarded = Object.keys(handlers).filter(
  (name) => name.startsWith('admin-') && !['admin-send-code', 'admin-verify', 'admin-logout'].includes(name),
);
const sampleBody: Record<string, unknown> = {
  'admin-lead': { id: '00000000-0000-4000-8000-000000000000' },
  'admin-lead-status': { id: '00000000-0000-4000-8000-000000000000', status: 'won' },
  'admin-mail-retry': { id: '00000000-0000-4000-8000-000000000000' },
};

describeEachDatabase('admin sign-in', (ctx) => {
  const signIn = async (email = 'manager@agency.uz') => {
    const res = await signInByCode(sendCode, verify, ctx.db, email, { env });
    expect(res.status).toBe(200);
    return res.body as { token: string; expires_at: string; manager: { email: string } };
  };
  const signed = (token: string) => ({ env, headers: { 'x-admin-token': token } });

  test('a listed manager gets a code by mail and a session of 12 hours for it', async () => {
    const before = Date.now();
    const session = await signIn('Manager@Agency.uz ');
    expect(session.manager).toEqual({ email: 'manager@agency.uz' });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(session.expires_at) - before) / 3600_000;
    expect(hours).toBeGreaterThan(11.99);
    expect(hours).toBeLessThan(12.01);
    const [job] = await mailJobs(ctx.db);
    expect(job).toMatchObject({
      template_id: env.emailjs.templateCode,
      params: { to_email: 'manager@agency.uz' },
    });
    expect(await ctx.db.query('select token_hash from manager_sessions')).toEqual([
      { token_hash: sha256(session.token) },
    ]);

    const res = await call(me, ctx.db, {}, signed(session.token));
    expect(res.body).toEqual({
      manager: { email: 'manager@agency.uz' },
      expires_at: session.expires_at,
      managers: ['manager@agency.uz', 'boss@agency.uz'],
    });
  });

  test('an address the configuration does not list gets the same answer, no mail, no stored address and no session, even with a code', async () => {
    const res = await call(sendCode, ctx.db, { email: 'visitor@example.uz' }, { env });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await mailJobs(ctx.db)).toEqual([]);
    const rows = await ctx.db.query<{ id: string; email: string }>('select id, email from managers');
    expect(rows.map((each) => each.email)).toEqual([
      expect.stringMatching(/^unlisted-\d+@managers\.invalid$/),
    ]);
    const [row] = rows;
    await ctx.db.query(
      `insert into manager_codes (manager_id, code_hash, attempt_hash, client, expires_at)
        values ($1, $2, $3, 'unknown', now() + interval '1 hour')`,
      [row?.id, await hashCode(row?.id ?? '', '12345678'), sha256(res.body.attempt)],
    );
    const verified = await call(
      verify,
      ctx.db,
      { email: 'visitor@example.uz', code: '12345678', attempt: res.body.attempt },
      { env },
    );
    expect(verified.status).toBe(401);
    expect(await countRows(ctx.db, 'manager_sessions')).toBe(0);
  });

  test('a listed and an unlisted address make the database do the same work, past the mail limit too', async () => {
    const { db, take } = recordingDb(ctx.db);
    const work = async (email: string, never: string) => {
      const steps: string[][] = [];
      for (let request = 1; request <= 4; request++) {
        await call(sendCode, db, { email }, { env });
        steps.push(take());
      }
      const { attempt } = (await call(sendCode, db, { email }, { env, client: '198.51.100.1' })).body;
      steps.push(take());
      for (let request = 1; request <= 2; request++) {
        expect((await call(verify, db, { email, code: '00000000', attempt }, { env })).status).toBe(401);
        steps.push(take());
      }
      const other = 'A'.repeat(43);
      expect(
        (await call(verify, db, { email: never, code: '00000000', attempt: other }, { env })).status,
      ).toBe(401);
      steps.push(take());
      return steps;
    };
    const listed = await work('manager@agency.uz', 'boss@agency.uz');
    const unlisted = await work('visitor@example.uz', 'nobody@example.uz');
    expect(unlisted).toEqual(listed);
    expect(listed[0]?.length).toBeGreaterThan(3);
    expect(listed[3]?.length).toBeLessThan(listed[0]?.length ?? 0);
    expect((await mailJobs(ctx.db)).map((job) => job.params.to_email)).toEqual(
      Array(4).fill('manager@agency.uz'),
    );
  });

  test('a wrong code is refused, and a code works once', async () => {
    const { attempt } = (await call(sendCode, ctx.db, { email: 'manager@agency.uz' }, { env })).body;
    const code = await lastMailedCode(ctx.db);
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, '0');
    const check = (typed: string) =>
      call(verify, ctx.db, { email: 'manager@agency.uz', code: typed, attempt }, { env });
    const refused = await check(wrong);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_code');
    expect((await check(code)).status).toBe(200);
    expect((await check(code)).status).toBe(401);
  });

  test('signing out ends the session; so do its 12 hours and leaving ADMIN_EMAILS', async () => {
    const first = await signIn();
    expect((await call(logout, ctx.db, {}, signed(first.token))).body).toEqual({ ok: true });
    expect((await call(me, ctx.db, {}, signed(first.token))).status).toBe(401);

    const second = await signIn();
    await ctx.db.query("update manager_sessions set expires_at = now() - interval '1 second'");
    expect((await call(me, ctx.db, {}, signed(second.token))).status).toBe(401);

    const third = await signIn('boss@agency.uz');
    const without = testEnv({ ADMIN_EMAILS: 'manager@agency.uz' });
    const res = await call(me, ctx.db, {}, { env: without, headers: { 'x-admin-token': third.token } });
    expect(res.status).toBe(401);
  });

  test.each(guarded)('%s answers 401 and nothing else to a visitor and to an ambassador', async (name) => {
    const ambassador = await insertAmbassador(ctx.db, { email: 'amb@example.uz', promo_code: 'AMB15' });
    const { body: session } = await signInByCode(
      ambassadorSendCode,
      ambassadorVerify,
      ctx.db,
      ambassador.email,
    );
    const handler = handlers[name] as Handler;
    const body = sampleBody[name] ?? {};
    const callers: Record<string, string>[] = [
      {},
      { 'x-admin-token': 'not-a-session' },
      { 'x-admin-token': session.token as string },
      { 'x-ambassador-token': session.token as string },
    ];
    for (const headers of callers) {
      const res = await call(handler, ctx.db, body, { env, headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: 'Сессия закончилась. Войдите снова.' },
      });
    }
  });

  test('without ADMIN_EMAILS nobody can sign in', async () => {
    const none = testEnv();
    await call(sendCode, ctx.db, { email: 'manager@agency.uz' }, { env: none });
    expect(await mailJobs(ctx.db)).toEqual([]);
  });
});
