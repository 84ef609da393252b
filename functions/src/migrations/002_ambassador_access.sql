-- Ambassador dashboard access: long-lived tokens and one-time e-mail codes, both stored only as SHA-256 hashes.

create table ambassador_tokens (
  id uuid primary key default gen_random_uuid(),
  ambassador_id uuid not null references ambassadors (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

create index ambassador_tokens_ambassador_id_idx on ambassador_tokens (ambassador_id);

create table ambassador_codes (
  id uuid primary key default gen_random_uuid(),
  ambassador_id uuid not null references ambassadors (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index ambassador_codes_ambassador_id_created_at_idx on ambassador_codes (ambassador_id, created_at);
