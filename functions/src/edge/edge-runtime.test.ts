import { findOrderableOffer } from 'shared-data/core';
import { contractEnv, functionsContract } from '../test/contract';
import { testDatabases, useDatabase } from '../test/databases';
import { type EdgeServer, startEdgeServer } from '../test/edge-server';
import { type HttpCapture, startHttpCapture } from '../test/http-capture';
import { contacts, leadBodies } from '../test/lead-bodies';

jest.setTimeout(30_000);

const postgres = testDatabases.find((target) => target.name === 'postgres');
const dispatchSecret = 'dispatch-secret-for-tests';

// The Edge entries run on PostgreSQL only (Supabase's, or any at DATABASE_URL).
const describeOnPostgres = postgres && !postgres.skipReason ? describe : describe.skip;

describeOnPostgres(
  `the Supabase Edge entries under Deno${postgres?.skipReason ? ` (${postgres.skipReason})` : ''}`,
  () => {
    const ctx = useDatabase(postgres as NonNullable<typeof postgres>);
    let server: EdgeServer | undefined;
    let emailjs: HttpCapture;

    beforeAll(async () => {
      emailjs = await startHttpCapture();
      server = await startEdgeServer({
        ...contractEnv,
        DATABASE_URL: ctx.url ?? '',
        EMAILJS_PUBLIC_KEY: 'public-key',
        EMAILJS_PRIVATE_KEY: 'private-key',
        EMAILJS_ORIGIN: emailjs.origin,
        MAIL_DISPATCH_SECRET: dispatchSecret,
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await emailjs?.close();
    });
    afterEach(() => {
      emailjs.requests.length = 0;
    });

    functionsContract(() => ({ origin: server?.origin ?? '', db: ctx.db }));

    const post = (name: string, init: RequestInit) =>
      fetch(`${server?.origin}/functions/v1/${name}`, { method: 'POST', ...init });

    test('a lead’s mail leaves for EmailJS right after the answer', async () => {
      const res = await post('submit-application', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...leadBodies().plan_order,
          form_started_at: Date.now() - 30_000,
          website: '',
        }),
      });
      expect(res.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (emailjs.requests.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(emailjs.requests[0]).toMatchObject({
        method: 'POST',
        path: '/api/v1.0/email/send',
        body: {
          user_id: 'public-key',
          accessToken: 'private-key',
          template_params: expect.objectContaining({
            to_email: contractEnv.LEADS_EMAIL,
            from_email: contacts.email,
            // Grouped as Intl's ru-RU groups it, with no-break spaces.
            total_amount: `${(findOrderableOffer('BUSINESS')?.price ?? 0).toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0сум`,
          }),
        },
      });
      const [job] = await ctx.db.query<{ status: string }>('select status from mail_jobs');
      expect(job?.status).toBe('sent');
    });

    test('mail-dispatch runs a pass for the scheduler holding the secret and refuses anyone else', async () => {
      const refused = await post('mail-dispatch', { headers: { authorization: 'Bearer guess' } });
      expect(refused.status).toBe(401);
      const ran = await post('mail-dispatch', { headers: { authorization: `Bearer ${dispatchSecret}` } });
      expect(ran.status).toBe(200);
      expect(await ran.json()).toEqual({ sent: 0, retried: 0, failed: 0 });
    });

    test('each request is one JSON line on the console, with the request id it was sent', async () => {
      const res = await post('check-promo-code', {
        headers: { 'content-type': 'application/json', 'x-request-id': 'edge-req-1' },
        body: JSON.stringify({ code: 'none' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('edge-req-1');
      const lines = (server?.output() ?? '').split('\n').filter((line) => line.startsWith('{'));
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual({
        level: 'info',
        time: expect.any(String),
        service: 'functions',
        msg: 'request',
        method: 'POST',
        path: '/functions/v1/check-promo-code',
        status: 200,
        durationMs: expect.any(Number),
        requestId: 'edge-req-1',
        client: expect.stringMatching(/^[\w-]{16}$/),
      });
    });

    test('a function that is not deployed is the platform’s 404', async () => {
      expect((await post('no-such-function', { body: '{}' })).status).toBe(404);
    });
  },
);
