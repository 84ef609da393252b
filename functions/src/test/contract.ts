import { findOrderableOffer, promoDiscount } from 'shared-data/core';
import type { Db } from '../db/port';
import { insertAmbassador } from './fixtures';
import { lastMailedCode } from './handler-support';
import { contacts, leadBodies, leadKinds } from './lead-bodies';

/** A running functions server: the Node gateway or the Supabase entries under Deno. */
export interface ContractTarget {
  /** The server's origin; functions answer at `<origin>/functions/v1/<name>`. */
  origin: string;
  /** The database the server writes to. */
  db: Db;
}

/** What the server under test is configured with (the same for every target). */
export const contractEnv = {
  SITE_URL: 'http://localhost:3000',
  ADMIN_EMAILS: 'manager@agency.uz',
  LEADS_EMAIL: 'leads@agency.uz',
  RATE_LIMIT_PER_MINUTE: '1000',
};

const siteOrigin = contractEnv.SITE_URL;
const started = () => ({ form_started_at: Date.now() - 30_000, website: '' });

/**
 * The functions' HTTP contract (CONTRACT.md, "Functions"), spoken over real HTTP the way supabase-js speaks it.
 * Every target must pass it: the local gateway and the Supabase Edge entries alike.
 */
export function functionsContract(target: () => ContractTarget): void {
  const post = async (name: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${target().origin}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { res, status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };

  test('a lead of every kind is stored and answered with its id and the recomputed price', async () => {
    for (const kind of leadKinds) {
      const { status, body } = await post('submit-application', { ...leadBodies()[kind], ...started() });
      expect({ kind, status }).toEqual({ kind, status: 200 });
      expect(body).toMatchObject({ success: true, id: expect.any(String) });
      expect(typeof body.final_price === 'number' || body.final_price === null).toBe(true);
    }
    const rows = await target().db.query<{ type: string }>(
      'select type from applications order by created_at',
    );
    expect(rows.map((row) => row.type).sort()).toEqual([...leadKinds].sort());
    expect(await target().db.query('select count(*)::int as n from mail_jobs')).toEqual([
      { n: leadKinds.length },
    ]);
  });

  test('a promo code discounts a plan by 15% and a retried lead is stored once', async () => {
    await insertAmbassador(target().db, { promo_code: 'LOLA15' });
    const lead = { ...leadBodies().plan_order, ...started(), promo_code: 'lola15', idempotency_key: 'k-1' };
    const first = await post('submit-application', lead);
    const price = findOrderableOffer('BUSINESS')?.price ?? 0;
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      discount_amount: promoDiscount(price),
      final_price: price - promoDiscount(price),
    });
    const again = await post('submit-application', lead);
    expect(again.body.id).toBe(first.body.id);
    expect(await target().db.query('select count(*)::int as n from applications')).toEqual([{ n: 1 }]);
  });

  test('a lead without an e-mail is refused field by field, in Russian', async () => {
    const { email: _, ...lead } = leadBodies().consultation;
    const { status, body } = await post('submit-application', { ...lead, ...started() });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation_failed', fields: { email: 'Введите email' } });
  });

  test('an ambassador registers, signs in with the mailed code, sees the record and signs out', async () => {
    const registered = await post('register-ambassador-simple', {
      name: contacts.name,
      email: 'lola@example.uz',
    });
    expect(registered.status).toBe(200);
    expect(registered.body.ambassador).toMatchObject({ email: 'lola@example.uz', total_earnings: 0 });
    expect(
      (await post('register-ambassador-simple', { name: 'Лола', email: 'lola@example.uz' })).body.error.code,
    ).toBe('already_registered');
    expect((await post('ambassador-lookup', { email: 'lola@example.uz' })).body).toEqual({ exists: true });
    expect((await post('ambassador-lookup', { email: 'nobody@example.uz' })).body).toEqual({ exists: false });

    const asked = await post('ambassador-send-code', { email: 'lola@example.uz' });
    expect(asked.body).toEqual({ sent: true, attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const attempt = asked.body.attempt as string;
    const code = await lastMailedCode(target().db);
    expect(code).toMatch(/^\d{8}$/);
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, '0');
    const refused = await post('ambassador-verify', { email: 'lola@example.uz', code: wrong, attempt });
    expect([refused.status, refused.body.error.code]).toEqual([401, 'invalid_code']);
    const verified = await post('ambassador-verify', { email: 'lola@example.uz', code, attempt });
    expect(verified.status).toBe(200);
    const signed = { 'x-ambassador-token': verified.body.token as string };
    const me = await post('ambassador-me', {}, signed);
    expect(me.body.ambassador).toMatchObject({
      email: 'lola@example.uz',
      promo_code: registered.body.ambassador.promo_code,
    });
    expect((await post('ambassador-logout', {}, signed)).body).toEqual({ ok: true });
    expect((await post('ambassador-me', {}, signed)).status).toBe(401);
  });

  test('a referral link names the ambassador by first name and the code checks as valid', async () => {
    const ambassador = await insertAmbassador(target().db, { name: 'Азиз Каримов', promo_code: 'AZIZ15' });
    expect((await post('referral-info', { referral_id: ambassador.referral_id })).body).toEqual({
      name: 'Азиз',
      name_genitive: 'Азиза',
      promo_code: 'AZIZ15',
    });
    expect((await post('check-promo-code', { code: 'aziz15' })).body).toEqual({
      valid: true,
      discount_percent: 15,
    });
    expect((await post('check-promo-code', { code: 'NOPE' })).body).toEqual({
      valid: false,
      discount_percent: 0,
    });
  });

  test('a manager signs in, finds a lead, moves it to won and the ambassador earns 15%', async () => {
    const ambassador = await insertAmbassador(target().db, { promo_code: 'LOLA15' });
    const lead = await post('submit-application', {
      ...leadBodies().plan_order,
      ...started(),
      promo_code: 'LOLA15',
    });
    expect((await post('admin-leads', {})).status).toBe(401);

    const asked = await post('admin-send-code', { email: 'manager@agency.uz' });
    expect(asked.body).toEqual({ sent: true, attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const code = await lastMailedCode(target().db);
    const verified = await post('admin-verify', {
      email: 'manager@agency.uz',
      code,
      attempt: asked.body.attempt,
    });
    expect(verified.status).toBe(200);
    const signed = { 'x-admin-token': verified.body.token as string };
    const listed = await post('admin-leads', { q: contacts.email }, signed);
    expect(listed.body).toMatchObject({ total: 1, leads: [{ id: lead.body.id, status: 'new' }] });
    expect(
      (await post('admin-lead-status', { id: lead.body.id, status: 'in_progress' }, signed)).status,
    ).toBe(200);
    const won = await post('admin-lead-status', { id: lead.body.id, status: 'won' }, signed);
    const commission = Math.round((lead.body.final_price * 15) / 100);
    expect(won.body.lead).toMatchObject({ status: 'won', commission });
    const [earned] = await target().db.query<{ total_earnings: string }>(
      'select total_earnings from ambassadors where id = $1',
      [ambassador.id],
    );
    expect(Number(earned?.total_earnings)).toBe(commission);
    const csv = await post('admin-leads-csv', {}, signed);
    expect(csv.body).toMatchObject({ count: 1, csv: expect.stringContaining(contacts.name) });
  });

  test('JSON only, 64 KiB at most, and errors as JSON with a code', async () => {
    const broken = await post('check-promo-code', '{"code": "A');
    expect([broken.status, broken.body.error.code]).toEqual([400, 'invalid_json']);
    const plain = await fetch(`${target().origin}/functions/v1/check-promo-code`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(415);
    expect((await plain.json()).error.code).toBe('unsupported_media_type');
    const big = await post('check-promo-code', { code: 'x'.repeat(70_000) });
    expect([big.status, big.body.error.code]).toEqual([413, 'payload_too_large']);
  });

  test('CORS for the site only, hardening headers on every answer', async () => {
    const ok = await post('check-promo-code', { code: 'A' });
    expect(ok.res.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(ok.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const preflight = await fetch(`${target().origin}/functions/v1/admin-leads`, {
      method: 'OPTIONS',
      headers: {
        origin: siteOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info, x-admin-token',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-admin-token');
    const foreign = await post('check-promo-code', { code: 'A' }, { origin: 'https://evil.example' });
    expect(foreign.res.headers.get('access-control-allow-origin')).toBeNull();
  });
}
