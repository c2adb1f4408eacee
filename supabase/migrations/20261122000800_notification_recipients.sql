-- Who is e-mailed when a contact form is submitted. Admins only.
-- E-mail is unique regardless of case ('A@x.org' and 'a@x.org' are one recipient).

create table public.notification_recipients (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) <= 200 and btrim(name) <> ''),
  email text not null check (length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index notification_recipients_email_lower_key
  on public.notification_recipients (lower(email));
create index notification_recipients_created_idx on public.notification_recipients (created_at desc);
create index notification_recipients_active_idx on public.notification_recipients (active);

create trigger notification_recipients_set_updated_at
  before update on public.notification_recipients
  for each row execute function private.set_updated_at();

alter table public.notification_recipients enable row level security;

grant select, insert, update, delete on public.notification_recipients to authenticated, service_role;

create policy notification_recipients_select_admin on public.notification_recipients
  for select to authenticated
  using ((select private.is_admin()));

create policy notification_recipients_insert_admin on public.notification_recipients
  for insert to authenticated
  with check ((select private.is_admin()));

create policy notification_recipients_update_admin on public.notification_recipients
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy notification_recipients_delete_admin on public.notification_recipients
  for delete to authenticated
  using ((select private.is_admin()));
