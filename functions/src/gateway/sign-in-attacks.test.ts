import { ambassadorLimits } from 'shared-data/core';
import type { DbTx } from '../db/port';
import { codePolicy } from '../sign-in/codes';
import { describeEachDatabase } from '../test/databases';
import { insertAmbassador, memoryLogger, postJson, testEnv } from '../test/fixtures';
import { mailJobs, sha256 } from '../test/handler-support';
import { createGateway } from './app';

/**
 * A stranger who knows an owner's address asks for codes and sends wrong ones from many client addresses, through
 * the gateway with its rate limits: the owner still gets a code and signs in on the first try, and the stranger's
 * guesses stay within the bound of decision record 024.
 */
const attackers = Array.from(
  { length: 100 },
  (_, index) => `198.51.${100 + Math.floor(index / 50)}.${index % 50}`,
);
const ownerClient = '203.0.113.9';

interface Audience {
  name: string;
  send: string;
  verify: string;
  email: string;
  ownerId: (db: DbTx) => Promise<string>;
  prepare: (db: DbTx) => Promise<void>;
}

const audiences: Audience[] = [
  {
    name: 'a manager',
    send: 'admin-send-code',
    verify: 'admin-verify',
    email: 'manager@agency.uz',
    prepare: async () => {},
    ownerId: async (db) =>
      (await db.query<{ id: string }>("select id from managers where email = 'manager@agency.uz'"))[0]?.id ??
      '',
  },
  {
    name: 'an ambassador',
    send: 'ambassador-send-code',
    verify: 'ambassador-verify',
    email: 'lola@example.uz',
    prepare: async (db) => {
      await insertAmbassador(db, { name: 'Лола', email: 'lola@example.uz' });
    },
    ownerId: async (db) =>
      (await db.query<{ id: string }>("select id from ambassadors where email = 'lola@example.uz'"))[0]?.id ??
      '',
  },
];

const wrongCode = (index: number) => String(index).padStart(ambassadorLimits.codeLength, '0');

describeEachDatabase('sign-in under attack', (ctx) => {
  const gateway = () =>
    createGateway({
      db: ctx.db,
      env: testEnv({ ADMIN_EMAILS: 'manager@agency.uz' }),
      logger: memoryLogger().logger,
      trustProxy: 1,
    });
  const post = async (app: ReturnType<typeof gateway>, name: string, client: string, body: unknown) => {
    const res = await app.request(`/functions/v1/${name}`, postJson(body, { 'x-forwarded-for': client }));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { attempt?: string } };
  };

  /** The code mailed for one attempt: the mail whose code hashes to that attempt's row, as the owner reads it. */
  const codeOf = async (audience: Audience, attempt: string) => {
    const ownerId = await audience.ownerId(ctx.db);
    const table = audience.send.startsWith('admin') ? 'manager_codes' : 'ambassador_codes';
    const [row] = await ctx.db.query<{ code_hash: string }>(
      `select code_hash from ${table} where attempt_hash = $1`,
      [sha256(attempt)],
    );
    const mailed = (await mailJobs(ctx.db)).filter((job) => job.params.to_email === audience.email);
    return mailed
      .map((job) => job.params.code)
      .find((code) => sha256(`${ownerId}:${code}`) === row?.code_hash);
  };

  describe.each(audiences)('$name', (audience) => {
    beforeEach(() => audience.prepare(ctx.db));

    test('100 addresses asking for codes and sending wrong ones neither stop the owner’s mail nor kill the owner’s code', async () => {
      const app = gateway();
      // The owner asks first; the stranger then floods while the owner reads the mail.
      const asked = await post(app, audience.send, ownerClient, { email: audience.email });
      const ownerAttempt = asked.body.attempt ?? '';
      for (let batch = 0; batch < attackers.length; batch += 20) {
        await Promise.all(
          attackers.slice(batch, batch + 20).map(async (client, index) => {
            const attempts: string[] = [];
            for (let request = 0; request <= codePolicy.mailsPerWindow; request++) {
              const answer = await post(app, audience.send, client, { email: audience.email });
              expect(answer.status).toBe(200);
              attempts.push(answer.body.attempt ?? '');
            }
            // The owner's key with its first character changed: a forgery one character off, never the key itself.
            const forged = `${ownerAttempt.startsWith('x') ? 'y' : 'x'}${ownerAttempt.slice(1)}`;
            for (const attempt of [...attempts, forged, 'A'.repeat(43)]) {
              const answer = await post(app, audience.verify, client, {
                email: audience.email,
                code: wrongCode(batch + index),
                attempt,
              });
              expect(answer.status).not.toBe(200);
            }
          }),
        );
      }
      const mailedToOwner = (await mailJobs(ctx.db)).filter((job) => job.params.to_email === audience.email);
      expect(mailedToOwner).toHaveLength(1 + attackers.length * codePolicy.mailsPerWindow);

      // The owner's code still works on the first try…
      const code = await codeOf(audience, ownerAttempt);
      expect(code).toMatch(/^\d{8}$/);
      const signedIn = await post(app, audience.verify, ownerClient, {
        email: audience.email,
        code,
        attempt: ownerAttempt,
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));

      // …and so does a new one asked for after the flood: the stranger spent no allowance of the owner's address.
      const again = await post(app, audience.send, ownerClient, { email: audience.email });
      const next = await codeOf(audience, again.body.attempt ?? '');
      expect(next).toMatch(/^\d{8}$/);
      const second = await post(app, audience.verify, ownerClient, {
        email: audience.email,
        code: next,
        attempt: again.body.attempt,
      });
      expect(second.status).toBe(200);
    }, 120_000);

    test(`one client checks at most ${codePolicy.maxWrongTriesPerDay} codes of an owner a day, the right one included once it has used them`, async () => {
      const app = gateway();
      const client = attackers[0] ?? '';
      let compared = 0;
      // The stranger keeps asking for codes in new windows and guessing, as long as the answers are 401.
      for (let round = 0; round < 4; round++) {
        const { body } = await post(app, audience.send, client, { email: audience.email });
        for (let guess = 0; guess < codePolicy.maxWrongTries; guess++) {
          const answer = await post(app, audience.verify, client, {
            email: audience.email,
            code: wrongCode(round * 10 + guess),
            attempt: body.attempt,
          });
          if (answer.status === 401) compared++;
          else
            expect(answer).toEqual({
              status: 429,
              body: { error: expect.objectContaining({ code: 'rate_limited' }) },
            });
        }
        // Move the client's codes out of the mail window (not out of the day).
        await ctx.db.query(
          `update ${audience.send.startsWith('admin') ? 'manager_codes' : 'ambassador_codes'}
            set created_at = created_at - interval '16 minutes'`,
        );
      }
      expect(compared).toBe(codePolicy.maxWrongTriesPerDay);

      // Past the limit, even the right code of this client's own attempt is not checked.
      const { body } = await post(app, audience.send, client, { email: audience.email });
      const right = await codeOf(audience, body.attempt ?? '');
      const refused = await post(app, audience.verify, client, {
        email: audience.email,
        code: right,
        attempt: body.attempt,
      });
      expect(refused.status).toBe(429);

      // The owner, from another address, is not held back by it.
      const owner = await post(app, audience.send, ownerClient, { email: audience.email });
      const code = await codeOf(audience, owner.body.attempt ?? '');
      expect(
        (
          await post(app, audience.verify, ownerClient, {
            email: audience.email,
            code,
            attempt: owner.body.attempt,
          })
        ).status,
      ).toBe(200);
    }, 60_000);
  });

  test('the guessing bound of decision record 024 holds: below 1 in 100,000 per address and day from 100 clients', () => {
    const codes = 10 ** ambassadorLimits.codeLength;
    const guessesPerDay = attackers.length * codePolicy.maxWrongTriesPerDay;
    // One live code per attempt: each wrong try rules out at most one of `codes` values.
    expect(guessesPerDay / codes).toBeLessThan(1 / 100_000);
  });
});
