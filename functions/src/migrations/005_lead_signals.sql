-- Anti-bot signals mark a lead instead of refusing it: a person whose browser autofills a form sends it in under a
-- second, and a refused lead is a lost customer.
alter table applications
  add column suspected boolean not null default false,
  add column suspected_reason text;

create index applications_suspected_idx on applications (created_at) where suspected;

-- A referral is a distinct buyer (by e-mail) whose order carried the code; consultation requests do not count.
update ambassadors a set total_referrals = (
  select count(distinct lower(p.email))::int from applications p
  where p.ambassador_id = a.id
    and p.type in ('plan_order', 'custom_plan', 'calculator', 'digital_constructor', 'service_order')
);

-- `/health` counts mail that failed for good on every call.
create index mail_jobs_failed_idx on mail_jobs (created_at) where status = 'failed';
