-- Mail retries, idempotent submissions, a once-only commission ledger, and no anonymous table access.

-- The dispatcher sends pending jobs whose time has come. A claimed job gets a lease: `next_attempt_at` moves past
-- the longest send and `claim_token` names the claim, so a crashed sender's job is retried once the lease ends.
alter table mail_jobs add column next_attempt_at timestamptz not null default now();
alter table mail_jobs add column claim_token uuid;
drop index mail_jobs_pending_idx;
create index mail_jobs_due_idx on mail_jobs (next_attempt_at) where status = 'pending';

-- The first answer of a function to an idempotency key, written in the transaction that did the work.
create table idempotency_keys (
  function text not null,
  key text not null check (length(key) between 1 and 200),
  status integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (function, key)
);

-- One commission per paid application: the primary key makes a second credit impossible.
create table ambassador_earnings (
  application_id uuid primary key references applications (id) on delete restrict,
  ambassador_id uuid not null references ambassadors (id) on delete cascade,
  amount bigint not null check (amount >= 0),
  created_at timestamptz not null default now()
);

create index ambassador_earnings_ambassador_id_idx on ambassador_earnings (ambassador_id);

-- Every table of the public schema, whichever migration made it: row level security on and no policy, so a
-- Supabase deployment serves nothing through its REST API to the anon or authenticated roles. The functions
-- connect as the tables' owner, which RLS does not restrict.
do $$
declare
  t record;
begin
  for t in
    select c.relname
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format('alter table public.%I enable row level security', t.relname);
  end loop;
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke all on all tables in schema public from anon';
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on all tables in schema public from authenticated';
  end if;
end
$$;
