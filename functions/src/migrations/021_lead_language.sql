-- The language of the page a lead was sent from, so the team answers the client in it. Leads from before the site
-- spoke two languages were all sent from Russian pages.
alter table applications add column language text not null default 'ru' check (language in ('ru', 'uz'));

create index applications_language_idx on applications (language);
