-- Lead alerts to the team's Telegram chat travel through the same outbox as mail, with the same retries: a job's
-- channel says where it goes. A Telegram job's params are the Bot API's `sendMessage` body ({chat_id, text}).
alter table mail_jobs
  add column channel text not null default 'email' check (channel in ('email', 'telegram'));
