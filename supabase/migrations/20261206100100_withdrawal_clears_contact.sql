-- A withdrawal clears the applicant's details (issue 57). Withdrawing deletes the CV at once
-- (20261127150000); until now the rest of the application, the person's name, e-mail, phone and
-- own words, stayed for APPLICATION_RETENTION_DAYS (730) although the confirmation mail says
-- "your details and resume are deleted". Now the retention the notify drain already runs
-- clears them once the application has been withdrawn for 29 days (the drain runs it every ten
-- minutes, so a day the scheduler misses still leaves them gone within 30). What stays is the
-- record staff keep without personal data: the kind, the opening, how the person heard of us,
-- the status and its dates; staff notes are emptied too (they are about the person) but may be
-- written again. The row itself goes with the usual retention.

alter table public.applications add column contact_cleared_at timestamptz;

-- The person's fields may be empty only once cleared, and a cleared row holds none of them.
alter table public.applications drop constraint applications_name_check;
alter table public.applications add constraint applications_name_check
  check (length(name) <= 200 and (btrim(name) <> '' or contact_cleared_at is not null));
alter table public.applications drop constraint applications_email_check;
alter table public.applications add constraint applications_email_check
  check (length(email) <= 320 and (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or (contact_cleared_at is not null and email = '')));
alter table public.applications add constraint applications_cleared_holds_no_contact
  check (contact_cleared_at is null or (withdrawn_at is not null and name = '' and email = '' and phone = ''
    and availability = '' and note is null and cv_path is null));

-- Retention (service): clears the details of applications withdrawn 29 days ago or more,
-- answering one row each: its CV's path, for the drain to delete from Storage (normally null:
-- a withdrawal forgets the path at once).
create or replace function private.clear_withdrawn_applicants()
returns setof text
language sql
volatile
security definer
set search_path = ''
as $$
  with cleared as (
    select a.id, a.cv_path from public.applications a
    where a.withdrawn_at < now() - interval '29 days' and a.contact_cleared_at is null
    for update
  )
  update public.applications a set name = '', email = '', phone = '', availability = '', note = null, notes = '',
    cv_path = null, cv_type = null, contact_cleared_at = now()
  from cleared c where a.id = c.id
  returning c.cv_path
$$;
revoke execute on function private.clear_withdrawn_applicants() from public, anon, authenticated;
grant execute on function private.clear_withdrawn_applicants() to service_role;
