-- An erasure also closes the cabinet of an ambassador with that e-mail or phone: the audit line counts them.
alter table erasures add column ambassadors integer not null default 0;
