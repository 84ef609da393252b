-- Erasure requests carried out (ZRU-547: a person may ask for their data to be deleted): who asked for it, how the
-- person was matched, a SHA-256 of the matched e-mail or phone (so a repeated request can be shown as done without
-- keeping the data itself), and how many leads and mails it touched.
create table erasures (
  id uuid primary key default gen_random_uuid(),
  requested_by text not null,
  matched_by text not null check (matched_by in ('email', 'phone')),
  subject_hash text not null,
  leads integer not null,
  mails integer not null,
  created_at timestamptz not null default now()
);
alter table erasures enable row level security;
