-- A lead as its form's schema validated it, and the server's own figures for it: the team's view of a lead is read
-- from these, never from what one channel (the mail, the chat's alert) made of them. Leads stored before have
-- neither; their view is made from `payload` and the price columns.
alter table applications add column lead jsonb, add column pricing jsonb;
