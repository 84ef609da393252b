import { referralOrderTypes } from 'shared-data/core';
import { jsonbParam } from '../db/jsonb';
import type { Db } from '../db/port';
import type { NewLead, StoredLead } from './queries';

interface WrittenLead {
  stored: StoredLead;
  /** True when the idempotency key was stored before: `stored` is the first submission's answer. */
  replayed: boolean;
}

/** Writes leads; concurrent calls share one statement. */
export interface LeadWriter {
  write(values: NewLead): Promise<WrittenLead>;
}

interface Pending {
  id: string;
  values: NewLead;
  resolve(written: WrittenLead): void;
  reject(error: unknown): void;
}

// One statement per batch, so a burst of submissions costs one round trip (and one commit): every lead with its
// mail job (and its Telegram alert), and the referral counts (distinct buyers, by e-mail, whose order carried the ambassador's code; the
// rows this statement inserts are not visible to its own reads of `applications`, hence the union). Ids are made here so each answer finds its row; a repeated idempotency key
// (stored before, or twice in the batch) writes nothing and is answered from the stored lead.
const storeBatch = `with input as (
    select distinct on (coalesce(x.idempotency_key, x.id::text)) x.*
    from jsonb_to_recordset($1::text::jsonb) as x(
      ord integer, id uuid, type text, name text, email text, phone text, plan_name text, plan_price bigint,
      promo_code text, discount_amount bigint, final_price bigint, ambassador_id uuid, payload jsonb,
      idempotency_key text, suspected boolean, suspected_reason text, template_id text, params jsonb,
      alert jsonb, source jsonb, consent_version text, lead jsonb, pricing jsonb, language text)
    order by coalesce(x.idempotency_key, x.id::text), x.ord
  ), lead as (
    insert into applications
      (id, type, name, email, phone, plan_name, plan_price, promo_code, discount_amount, final_price,
       ambassador_id, payload, idempotency_key, suspected, suspected_reason, source, consent_version, consent_at,
       lead, pricing, language)
    select id, type, name, email, phone, plan_name, plan_price, promo_code, discount_amount, final_price,
      (select a.id from ambassadors a where a.id = input.ambassador_id), payload, idempotency_key,
      suspected, suspected_reason, source, consent_version,
      case when consent_version is not null then now() end, lead, pricing, language
    from input order by ord
    on conflict (idempotency_key) do nothing
    returning id, type, email, ambassador_id, final_price, discount_amount
  ), mail as (
    insert into mail_jobs (application_id, template_id, params, channel)
    select lead.id, input.template_id, input.params, 'email' from lead join input on input.id = lead.id
    union all
    select lead.id, 'telegram', input.alert, 'telegram' from lead join input on input.id = lead.id
    where input.alert is not null
  ), ordered as (
    select ambassador_id, email from lead where ambassador_id is not null and type = any($2::text[])
  ), referral as (
    update ambassadors a set total_referrals = c.n
    from (
      select x.ambassador_id, count(distinct lower(x.email))::int as n
      from (
        select ambassador_id, email from ordered
        union all
        select p.ambassador_id, p.email from applications p
        where p.ambassador_id in (select ambassador_id from ordered) and p.type = any($2::text[])
      ) x
      group by x.ambassador_id
    ) c
    where a.id = c.ambassador_id
  )
  select id, final_price, discount_amount from lead`;

const byKeys = `select id, idempotency_key, final_price, discount_amount from applications
  where idempotency_key = any($1::text[])`;

const maxBatch = 200;

const row = (item: Pending, ord: number) => {
  const { lead, pricing } = item.values;
  return {
    ord,
    id: item.id,
    type: lead.type,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    plan_name: pricing.planName,
    plan_price: pricing.planPrice,
    promo_code: item.values.promoCode,
    discount_amount: pricing.discountAmount,
    final_price: pricing.finalPrice ?? pricing.totalAmount,
    ambassador_id: item.values.ambassadorId,
    payload: item.values.payload,
    idempotency_key: item.values.idempotencyKey,
    suspected: item.values.suspicion !== null,
    suspected_reason: item.values.suspicion,
    template_id: item.values.mail.templateId,
    params: item.values.mail.params,
    alert: item.values.alert ?? null,
    source: item.values.source,
    consent_version: item.values.consentVersion,
    lead,
    pricing,
    language: item.values.language,
  };
};

async function writeBatch(db: Db, batch: Pending[]): Promise<void> {
  const stored = await db.query<StoredLead>(storeBatch, [jsonbParam(batch.map(row)), referralOrderTypes]);
  const byId = new Map(stored.map((lead) => [lead.id, lead]));
  const missing = batch.filter((item) => !byId.has(item.id));
  const earlier = new Map<string, StoredLead>();
  if (missing.length > 0) {
    const keys = missing
      .map((item) => item.values.idempotencyKey)
      .filter((key): key is string => Boolean(key));
    const found = await db.query<StoredLead & { idempotency_key: string }>(byKeys, [keys]);
    for (const { idempotency_key, ...lead } of found) earlier.set(idempotency_key, lead);
  }
  for (const item of batch) {
    const own = byId.get(item.id);
    const first = item.values.idempotencyKey ? earlier.get(item.values.idempotencyKey) : undefined;
    if (own) item.resolve({ stored: own, replayed: false });
    else if (first) item.resolve({ stored: first, replayed: true });
    else item.reject(new Error('a lead was neither stored nor found by its idempotency key'));
  }
}

/**
 * Gathers the leads submitted while the previous batch was being written and writes them with one statement.
 * When a batch fails, its leads are written one by one, so one bad lead cannot fail the others.
 */
export function createLeadWriter(db: Db): LeadWriter {
  const queue: Pending[] = [];
  let draining = false;

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        await writeBatch(db, batch);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
        }
        for (const item of batch) {
          await writeBatch(db, [item]).catch(item.reject);
        }
      }
    }
    draining = false;
  };

  return {
    write(values) {
      return new Promise<WrittenLead>((resolve, reject) => {
        queue.push({ id: values.id ?? crypto.randomUUID(), values, resolve, reject });
        if (!draining) {
          draining = true;
          setTimeout(() => void drain(), 0);
        }
      });
    },
  };
}

const writers = new WeakMap<Db, LeadWriter>();

/** The lead writer of a database connection (one per connection, so batches form across requests). */
export function leadWriterFor(db: Db): LeadWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createLeadWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
