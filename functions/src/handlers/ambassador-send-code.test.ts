import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, testEnv } from '../test/fixtures';
import { call, countRows, holdLocks, mailJobs, settlesWithin, sha256 } from '../test/handler-support';
import { ambassadorSendCode } from './ambassador-send-code';

interface CodeRow {
  ambassador_id: string;
  code_hash: string;
  attempt_hash: string;
  client: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

describeEachDatabase('ambassador-send-code', (ctx) => {
  let ambassadorId = '';
  beforeEach(async () => {
    const row = await insertAmbassador(ctx.db, { name: 'Лола Юсупова', email: 'lola@example.uz' });
    ambassadorId = row.id;
  });
  const send = (body: unknown, env = testEnv(), client = '203.0.113.7') =>
    call(ambassadorSendCode, ctx.db, body, { env, client });
  const answer = { sent: true, attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) };
  const codes = () => ctx.db.query<CodeRow>('select * from ambassador_codes order by created_at');

  test('queues an eight-digit code to the registered e-mail and stores only its hash, its attempt’s and the client', async () => {
    const res = await send({ email: 'lola@example.uz' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(answer);

    const jobs = await mailJobs(ctx.db);
    expect(jobs).toEqual([
      {
        template_id: 'template_code',
        status: 'pending',
        application_id: null,
        params: {
          to_email: 'lola@example.uz',
          code: expect.stringMatching(/^\d{8}$/),
          name: 'Лола Юсупова',
          expires_in_minutes: 15,
        },
      },
    ]);
    const code = jobs[0]?.params.code ?? '';
    const [row, ...others] = await codes();
    expect(others).toEqual([]);
    expect(row?.ambassador_id).toBe(ambassadorId);
    expect(row?.code_hash).toBe(sha256(`${ambassadorId}:${code}`));
    expect(row?.attempt_hash).toBe(sha256(res.body.attempt));
    expect(row?.client).toBe('203.0.113.7');
    expect(JSON.stringify(row)).not.toContain(res.body.attempt);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row?.attempts).toBe(0);
    expect(row?.used_at).toBeNull();
    expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBe(15 * 60 * 1000);
  });

  test('uses the configured code template', async () => {
    await send({ email: 'lola@example.uz' }, testEnv({ EMAILJS_TEMPLATE_CODE: 'template_login' }));
    expect((await mailJobs(ctx.db)).map((job) => job.template_id)).toEqual(['template_login']);
  });

  test('mails the registered address, whatever else the request carries', async () => {
    const res = await send({
      email: '  LOLA@Example.UZ ',
      to_email: 'attacker@evil.example',
      name: 'Злоумышленник',
      code: '000000',
      params: { to_email: 'attacker@evil.example' },
    });
    expect(res.body).toEqual(answer);
    const jobs = await mailJobs(ctx.db);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.params).toEqual({
      to_email: 'lola@example.uz',
      code: expect.stringMatching(/^\d{8}$/),
      name: 'Лола Юсупова',
      expires_in_minutes: 15,
    });
    expect(JSON.stringify(jobs)).not.toContain('evil');
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const known = await send({ email: 'lola@example.uz' });
    const unknown = await send({ email: 'nobody@example.uz' });
    expect(unknown.status).toBe(200);
    expect([known.body, unknown.body]).toEqual([answer, answer]);
    expect(unknown.text.length).toBe(known.text.length);
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(1);
    expect(await countRows(ctx.db, 'ambassador_codes')).toBe(1);
  });

  test('at most 3 code mails per e-mail and client in 15 minutes, each answered the same', async () => {
    const answers = [];
    for (let index = 0; index < 5; index++) {
      answers.push(await send({ email: index % 2 ? 'LOLA@example.uz' : 'lola@example.uz' }));
    }
    expect(answers.map((res) => [res.status, res.body])).toEqual(Array(5).fill([200, answer]));
    expect(new Set(answers.map((res) => res.body.attempt)).size).toBe(5);
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(3);
    expect(await countRows(ctx.db, 'ambassador_codes')).toBe(3);

    await ctx.db.query(
      "update ambassador_codes set created_at = created_at - interval '16 minutes', expires_at = expires_at - interval '16 minutes'",
    );
    await send({ email: 'lola@example.uz' });
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(4);
  });

  test('the limit holds for requests sent at the same time', async () => {
    await Promise.all(Array.from({ length: 12 }, () => send({ email: 'lola@example.uz' })));
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(3);
  });

  const onPostgres = ctx.name === 'postgres' ? test : test.skip;

  onPostgres('a request waits while another one for the same ambassador is under way', async () => {
    const other = ctx.connectAgain?.();
    if (!other) {
      throw new Error('PostgreSQL gives a second connection');
    }
    // `for no key update` leaves the foreign-key checks free: only the request's own lock waits.
    const held = await holdLocks(other, 'select id from ambassadors where id = $1 for no key update', [
      ambassadorId,
    ]);
    const pending = send({ email: 'lola@example.uz' });
    let settledEarly: boolean;
    try {
      settledEarly = await settlesWithin(pending, 300);
    } finally {
      await held.release();
    }
    expect(settledEarly).toBe(false);
    expect((await pending).body).toEqual(answer);
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(1);
  });

  test('the limit is per e-mail', async () => {
    await insertAmbassador(ctx.db, { email: 'aziz@example.uz' });
    for (let index = 0; index < 4; index++) {
      await send({ email: 'lola@example.uz' });
    }
    await send({ email: 'aziz@example.uz' });
    const recipients = (await mailJobs(ctx.db)).map((job) => job.params.to_email);
    expect(recipients).toEqual(['lola@example.uz', 'lola@example.uz', 'lola@example.uz', 'aziz@example.uz']);
  });

  test('another client’s requests do not spend this client’s allowance', async () => {
    for (let index = 0; index < 3; index++) {
      await send({ email: 'lola@example.uz' }, testEnv(), `198.51.100.${index}`);
      await send({ email: 'lola@example.uz' }, testEnv(), '198.51.100.200');
    }
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(6);
    await send({ email: 'lola@example.uz' }, testEnv(), '198.51.100.200');
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(6);
    await send({ email: 'lola@example.uz' });
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(7);
  });

  test('codes older than a day are cleared', async () => {
    await send({ email: 'lola@example.uz' });
    await ctx.db.query("update ambassador_codes set created_at = now() - interval '2 days'");
    await send({ email: 'lola@example.uz' });
    expect(await countRows(ctx.db, 'ambassador_codes')).toBe(1);
  });

  test.each([
    ['no e-mail', {}, 'Введите email'],
    ['a bad e-mail', { email: 'lola@@example.uz' }, 'Введите корректный email'],
    ['a number', { email: 42 }, 'Введите корректный email'],
  ])('%s is 400 validation_failed', async (_, body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: { email: message } },
    });
    expect(await countRows(ctx.db, 'mail_jobs')).toBe(0);
  });
});
