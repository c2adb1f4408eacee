-- Issue 57.7 with issue 56: a public form the browser posted itself (before the app started, or
-- with JavaScript off) carries no proof-of-work solution. It is neither refused (the visitor would
-- lose what they typed) nor stored as a real submission (a script could post without the check):
-- /api keeps it here, validated, and it takes effect only once confirmed, either by the challenge
-- solved on the page the post was answered with (the app has started there) or by the link mailed
-- to the form's address (held/held-submissions.ts). A held submission takes no seat, notifies
-- nobody and is on no admin list; it is deleted when confirmed, and by the notify drain 24 hours
-- after it was made (with the CV a held application put in Storage).
create table private.held_submissions (
  id uuid primary key default gen_random_uuid(),
  form text not null check (form in ('contact', 'registration', 'waitlist', 'application')),
  -- the event a registration or waitlist form is for
  event_id uuid,
  -- the form's fields as posted (strings), validated again by the form's own schema on release
  fields jsonb not null check (jsonb_typeof(fields) = 'object'),
  email text not null check (length(email) <= 320),
  locale text not null check (locale in ('en', 'es')),
  -- a held application's CV, already checked and put in the applications bucket
  cv_path text,
  cv_type text,
  created_at timestamptz not null default now()
);
create index held_submissions_email_idx on private.held_submissions (lower(email), created_at);
create index held_submissions_created_idx on private.held_submissions (created_at);
grant select, insert, delete on private.held_submissions to service_role;

-- The confirmation link's mail (the list as in 20261207130100, plus held_submission_confirmation).
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder', 'event_cancelled',
  'application_confirmation', 'application_notification', 'newsletter_confirmation', 'authenticator_added',
  'held_submission_confirmation'
));

-- As in 20261127150000, and a CV a held application references is not an orphan (the held row's
-- own expiry deletes it).
create or replace function private.orphan_cv_objects(max_rows integer default 100)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'applications' and o.created_at < now() - interval '1 hour'
    and not exists (select 1 from public.applications a where a.cv_path = o.name)
    and not exists (select 1 from private.held_submissions h where h.cv_path = o.name)
  order by o.created_at
  limit max_rows
$$;
