-- The agency team's inbox: managers sign in with a mailed one-time code (who may is ADMIN_EMAILS, read at each
-- request), sessions end 12 hours after sign-in, and every lead moves through new → in_progress → won / lost with
-- who moved it and when. Codes and session tokens are stored only as SHA-256 hashes, as the ambassadors' are.

create table managers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and length(email) between 3 and 254),
  created_at timestamptz not null default now()
);

create table manager_codes (
  id uuid primary key default gen_random_uuid(),
  manager_id uuid not null references managers (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index manager_codes_manager_id_created_at_idx on manager_codes (manager_id, created_at);

create table manager_sessions (
  id uuid primary key default gen_random_uuid(),
  manager_id uuid not null references managers (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index manager_sessions_manager_id_idx on manager_sessions (manager_id);

-- `paid` (what the command line's confirm-order wrote) is now `won`; anything else unknown starts over as `new`.
update applications set status = 'won' where status = 'paid';
update applications set status = 'new' where status not in ('new', 'in_progress', 'won', 'lost');
alter table applications
  add constraint applications_status_check check (status in ('new', 'in_progress', 'won', 'lost')),
  add column status_changed_at timestamptz,
  add column status_changed_by text;

create table lead_status_changes (
  id bigint generated always as identity primary key,
  application_id uuid not null references applications (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  changed_by text not null check (length(changed_by) between 1 and 254),
  changed_at timestamptz not null default now()
);

create index lead_status_changes_application_id_idx on lead_status_changes (application_id, changed_at);

-- The inbox lists newest first, often by status or type.
drop index applications_created_at_idx;
create index applications_created_at_idx on applications (created_at desc, id desc);
create index applications_status_created_at_idx on applications (status, created_at desc);
create index applications_type_created_at_idx on applications (type, created_at desc);

alter table managers enable row level security;
alter table manager_codes enable row level security;
alter table manager_sessions enable row level security;
alter table lead_status_changes enable row level security;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke all on managers, manager_codes, manager_sessions, lead_status_changes from anon';
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    execute 'revoke all on managers, manager_codes, manager_sessions, lead_status_changes from authenticated';
  end if;
end
$$;
