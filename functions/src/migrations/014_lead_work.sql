-- Working a lead: the manager who owns it, the Tashkent day to contact the client next, the managers' notes, and a
-- version that grows with every change, so that a write made over an older view fails instead of overwriting.
alter table applications
  add column owner_email text check (owner_email = lower(owner_email)),
  add column next_contact_on date,
  add column version integer not null default 1;

create index applications_owner_email_idx on applications (owner_email) where owner_email is not null;
create index applications_next_contact_on_idx on applications (next_contact_on) where next_contact_on is not null;

-- Notes are added, never edited: each says who wrote it and when.
create table lead_notes (
  -- A sequence, so notes written in the same instant keep the order they were written in.
  id bigint generated always as identity primary key,
  application_id uuid not null references applications (id) on delete cascade,
  body text not null check (length(body) between 1 and 2000),
  author text not null,
  created_at timestamptz not null default now()
);
create index lead_notes_application_id_idx on lead_notes (application_id, created_at);
alter table lead_notes enable row level security;

-- Who changed the owner or the next contact day, from what to what and when: the lead's history beside its statuses.
create table lead_work_changes (
  -- A sequence, so one save's changes (made at the same transaction time) keep the order they were made in.
  id bigint generated always as identity primary key,
  application_id uuid not null references applications (id) on delete cascade,
  field text not null check (field in ('owner', 'next_contact_on')),
  from_value text,
  to_value text,
  changed_by text not null,
  changed_at timestamptz not null default now()
);
create index lead_work_changes_application_id_idx on lead_work_changes (application_id, changed_at);
alter table lead_work_changes enable row level security;
