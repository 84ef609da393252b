-- Where a lead's visit came from (the first page's UTM tags, the referring host, the first page's path), cleaned by
-- `submit-application`, and the privacy policy version the person consented to by sending, with when.
alter table applications add column source jsonb not null default '{}'::jsonb;
alter table applications add column consent_version text;
alter table applications add column consent_at timestamptz;
create index applications_utm_source_idx on applications (lower(source->>'utm_source'));
