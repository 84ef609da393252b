-- An erasure's audit line keeps no trace of the contact: the SHA-256 of a phone number is reversed by trying the few
-- million numbers of a country, and nothing read it (decision record 023). The hashes are overwritten before the
-- column goes, since a dropped column's values stay in the rows until they are written again; the row versions that
-- held them leave the files with the next erasure's purge (or VACUUM).
alter table erasures alter column subject_hash drop not null;
update erasures set subject_hash = null;
alter table erasures drop column subject_hash;
