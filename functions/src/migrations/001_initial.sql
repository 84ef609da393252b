-- PostgreSQL 15 is the production floor: nothing newer than 15 here (PGlite runs 18).

create table ambassadors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  promo_code text not null,
  referral_id text not null,
  referral_link text not null,
  total_referrals integer not null default 0,
  total_earnings bigint not null default 0,
  created_at timestamptz not null default now()
);

create unique index ambassadors_email_key on ambassadors (lower(email));
create unique index ambassadors_promo_code_key on ambassadors (upper(promo_code));
create unique index ambassadors_referral_id_key on ambassadors (referral_id);

create table applications (
  id uuid primary key default gen_random_uuid(),
  type text not null check (
    type in (
      'plan_order',
      'consultation',
      'custom_plan',
      'calculator',
      'digital_constructor',
      'service_order',
      'landing_consultation'
    )
  ),
  name text not null,
  email text,
  phone text,
  plan_name text,
  plan_price bigint,
  promo_code text,
  discount_amount bigint not null default 0,
  final_price bigint,
  ambassador_id uuid references ambassadors (id) on delete set null,
  status text not null default 'new',
  payload jsonb not null default '{}'::jsonb,
  idempotency_key text unique,
  created_at timestamptz not null default now()
);

create index applications_ambassador_id_idx on applications (ambassador_id);
create index applications_created_at_idx on applications (created_at);

create table mail_jobs (
  id uuid primary key default gen_random_uuid(),
  application_id uuid references applications (id) on delete cascade,
  template_id text not null,
  params jsonb not null default '{}'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_jobs_pending_idx on mail_jobs (created_at) where status = 'pending';
