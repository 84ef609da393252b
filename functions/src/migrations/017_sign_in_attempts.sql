-- A one-time code belongs to the sign-in attempt it was asked for (the attempt's key goes only to whoever asked) and
-- to the client that asked: another client's requests and wrong tries no longer spend the owner's mail allowance or
-- kill the owner's code (decision record 024). Codes made before this carry neither and can no longer be checked.
delete from ambassador_codes;
delete from manager_codes;

alter table ambassador_codes
  add column attempt_hash text not null check (attempt_hash ~ '^[0-9a-f]{64}$'),
  add column client text not null check (length(client) between 1 and 100);

alter table manager_codes
  add column attempt_hash text not null check (attempt_hash ~ '^[0-9a-f]{64}$'),
  add column client text not null check (length(client) between 1 and 100);

create index ambassador_codes_attempt_hash_idx on ambassador_codes (attempt_hash);
create index manager_codes_attempt_hash_idx on manager_codes (attempt_hash);
create index ambassador_codes_ambassador_id_client_idx on ambassador_codes (ambassador_id, client, created_at);
create index manager_codes_manager_id_client_idx on manager_codes (manager_id, client, created_at);
