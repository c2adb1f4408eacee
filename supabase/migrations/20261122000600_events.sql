-- Events and their registrations. Registrations are created only through
-- public.register_for_event() (20261122000700); admins read them.

create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'),
  title text not null check (length(title) <= 200 and btrim(title) <> ''),
  description text not null check (length(description) <= 10000 and btrim(description) <> ''),
  event_date timestamptz not null,
  end_date timestamptz,
  location text not null check (length(location) <= 300 and btrim(location) <> ''),
  max_capacity int check (max_capacity > 0),
  registration_deadline timestamptz,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_end_after_start check (end_date is null or end_date >= event_date)
);
-- Public list: published events by date.
create index events_published_date_idx on public.events (published, event_date);

create trigger events_set_updated_at
  before update on public.events
  for each row execute function private.set_updated_at();

alter table public.events enable row level security;

grant select on public.events to anon;
grant select, insert, update, delete on public.events to authenticated, service_role;

create policy events_select_anon on public.events
  for select to anon
  using (published);

create policy events_select_authenticated on public.events
  for select to authenticated
  using (published or (select private.is_admin()));

create policy events_insert_admin on public.events
  for insert to authenticated
  with check ((select private.is_admin()));

create policy events_update_admin on public.events
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy events_delete_admin on public.events
  for delete to authenticated
  using ((select private.is_admin()));

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  attendee_name text not null check (length(attendee_name) <= 200 and btrim(attendee_name) <> ''),
  attendee_email text not null
    check (length(attendee_email) <= 320 and attendee_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  attendee_phone text check (length(attendee_phone) <= 40),
  number_of_guests int not null default 0 check (number_of_guests between 0 and 5),
  special_requests text check (length(special_requests) <= 2000),
  accommodations text check (length(accommodations) <= 2000),
  status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Seat counting filters by (event_id, status); admin lists sort by created_at.
create index event_registrations_event_status_idx on public.event_registrations (event_id, status);
create index event_registrations_created_idx on public.event_registrations (created_at desc);

create trigger event_registrations_set_updated_at
  before update on public.event_registrations
  for each row execute function private.set_updated_at();

alter table public.event_registrations enable row level security;

grant select on public.event_registrations to authenticated;
grant select, insert, update, delete on public.event_registrations to service_role;

create policy event_registrations_select_admin on public.event_registrations
  for select to authenticated
  using ((select private.is_admin()));
