-- The team's inbox finds a lead by any part of its name, e-mail or phone digits (`ilike '%…%'`), which no b-tree can
-- serve: with trigram indexes on exactly the expressions the search writes (functions/src/inbox/lead-query.ts) it
-- reads the matching leads instead of every lead. pg_trgm is a trusted extension (PostgreSQL 13+): the tables'
-- owner may create it; PGlite loads it with the database (functions/src/db/pglite.ts).
create extension if not exists pg_trgm;

create index applications_name_trgm_idx on applications using gin (name gin_trgm_ops);
create index applications_email_trgm_idx on applications using gin (email gin_trgm_ops);
create index applications_phone_digits_trgm_idx on applications
  using gin ((regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) gin_trgm_ops);
