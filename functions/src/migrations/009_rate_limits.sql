-- The functions' rate limits, shared by every process and Edge isolate: one row per client and scope (a function,
-- or `*` for all of them) counting the calls of its current window, which starts at the row's first call. Rows
-- whose window has ended are reused by their client's next call or deleted in small batches. Unlogged: counters
-- need no crash safety, and skipping the write-ahead log makes each check cheaper.
create unlogged table rate_limit_hits (
  scope text not null,
  client text not null,
  window_ends_at timestamptz not null,
  hits integer not null,
  primary key (client, scope)
);

create index rate_limit_hits_window_ends_at_idx on rate_limit_hits (window_ends_at);

alter table rate_limit_hits enable row level security;
