-- A submission's idempotency key lives on its lead (applications.idempotency_key is unique), so the lead, its mail
-- job and the referral count are written by one statement; the separate key table is not needed.
drop table idempotency_keys;
