-- The team pays an ambassador's commission outside the site and marks it paid in the inbox: when, and which manager.
-- Both are set together, once; the ambassador's dashboard shows the date.
alter table ambassador_earnings
  add column paid_at timestamptz,
  add column paid_by text check (length(paid_by) between 1 and 254),
  add constraint ambassador_earnings_paid_check check ((paid_at is null) = (paid_by is null));
