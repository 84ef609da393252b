-- The submission a wrong promo code came with (its idempotency key), so a retried submission counts one miss however
-- often it arrives. Checks of a code on its own carry none, and each counts.
alter table promo_code_misses add column attempt text check (length(attempt) between 1 and 200);

create unique index promo_code_misses_client_attempt_idx on promo_code_misses (client, attempt);
