-- Wrong promo codes per client, so guessing codes is limited across processes and Edge isolates. A row lives only
-- as long as the window that counts it; old rows are deleted as new misses come in.
create table promo_code_misses (
  id bigint generated always as identity primary key,
  client text not null check (length(client) between 1 and 200),
  missed_at timestamptz not null default now()
);

create index promo_code_misses_client_missed_at_idx on promo_code_misses (client, missed_at);
create index promo_code_misses_missed_at_idx on promo_code_misses (missed_at);

alter table promo_code_misses enable row level security;
