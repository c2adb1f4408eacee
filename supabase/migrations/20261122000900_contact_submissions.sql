-- Contact form submissions. Anyone inserts (always 'unread'); admins read and change the
-- status; only a super_admin deletes. Each insert enqueues one notification per active
-- recipient in the same transaction.
-- Note for the API: anon may INSERT but not SELECT, so insert without RETURNING.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) <= 200 and btrim(name) <> ''),
  email text not null check (length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (length(phone) <= 40),
  subject text not null check (length(subject) <= 300 and btrim(subject) <> ''),
  message text not null check (length(message) <= 5000 and btrim(message) <> ''),
  status text not null default 'unread' check (status in ('unread', 'read', 'responded')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Dashboard: filter by status, by date range, newest first.
create index contact_submissions_created_idx on public.contact_submissions (created_at desc);
create index contact_submissions_status_created_idx
  on public.contact_submissions (status, created_at desc);

create trigger contact_submissions_set_updated_at
  before update on public.contact_submissions
  for each row execute function private.set_updated_at();

create or replace function private.enqueue_contact_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.email_outbox (kind, recipient, reply_to, payload)
  select 'contact_notification', r.email, new.email, jsonb_build_object('contactId', new.id)
  from public.notification_recipients r
  where r.active;
  return null;
end;
$$;
revoke execute on function private.enqueue_contact_notifications() from public, anon, authenticated;

create trigger contact_submissions_enqueue_notifications
  after insert on public.contact_submissions
  for each row execute function private.enqueue_contact_notifications();

alter table public.contact_submissions enable row level security;

-- Column grants: visitors supply only the form fields; admins change only the status.
grant insert (name, email, phone, subject, message) on public.contact_submissions
  to anon, authenticated;
grant select, delete, update (status) on public.contact_submissions to authenticated;
grant select, insert, update, delete on public.contact_submissions to service_role;

create policy contact_submissions_insert_anon on public.contact_submissions
  for insert to anon
  with check (status = 'unread');

create policy contact_submissions_insert_authenticated on public.contact_submissions
  for insert to authenticated
  with check (status = 'unread');

create policy contact_submissions_select_admin on public.contact_submissions
  for select to authenticated
  using ((select private.is_admin()));

create policy contact_submissions_update_admin on public.contact_submissions
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy contact_submissions_delete_super_admin on public.contact_submissions
  for delete to authenticated
  using ((select private.is_super_admin()));
