-- The site's own content (issue 32), in three shapes (ARCHITECTURE "Directions: Content"):
--   * collections: one table per repeating thing with a life of its own, each row ordered
--     (`position`), published or not, and versioned (`version`, raised by every update, so a
--     save made from a stale copy is refused: /api answers 409);
--   * page_documents: one JSON document per page for copy without identity, its shape checked
--     by the page's zod schema in /api (contract/site-content.ts);
--   * site_settings: the organisation's identity, one row.
-- Plain text only: paragraphs are arrays of strings, never HTML. Visitors read published rows
-- (a job also leaves the site after its closing date, New Jersey time); admins write. Every
-- change is copied by a trigger into content_revisions (append-only), from which /api restores.

-- ---- collections ----

create table public.job_openings (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and length(title) <= 200),
  department text not null check (btrim(department) <> '' and length(department) <= 200),
  employment_type text not null check (btrim(employment_type) <> '' and length(employment_type) <= 100),
  location text not null check (btrim(location) <> '' and length(location) <= 200),
  description text not null check (btrim(description) <> '' and length(description) <= 4000),
  closes_on date,
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.volunteer_roles (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and length(title) <= 200),
  time_commitment text not null check (btrim(time_commitment) <> '' and length(time_commitment) <= 100),
  description text not null check (btrim(description) <> '' and length(description) <= 4000),
  skills text[] not null default '{}' check (cardinality(skills) <= 12),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  question text not null check (btrim(question) <> '' and length(question) <= 300),
  answer text not null check (btrim(answer) <> '' and length(answer) <= 4000),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.external_resources (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  description text not null check (btrim(description) <> '' and length(description) <= 1000),
  url text not null check (url ~ '^https://[^\s]+$' and length(url) <= 500),
  category text not null check (category in ('Government', 'Advocacy', 'Support')),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A location's address, phone and e-mail are null when they are the organisation's own
-- (site_settings), so each appears once in the data. Hours: a JSON array of
-- {days, dayOfWeek[], opens, closes, note}: a row is open from `opens` to `closes` (HH:MM) on
-- those days, or says `note` ("Closed", "By appointment").
create table public.locations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  address text check (address is null or (btrim(address) <> '' and length(address) <= 300)),
  phone text check (phone is null or (btrim(phone) <> '' and length(phone) <= 50)),
  email text check (email is null or (btrim(email) <> '' and length(email) <= 254)),
  hours jsonb not null default '[]' check (jsonb_typeof(hours) = 'array' and jsonb_array_length(hours) <= 14),
  is_new boolean not null default false,
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.emergency_contacts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and length(title) <= 200),
  phone text not null check (btrim(phone) <> '' and length(phone) <= 50),
  description text not null check (btrim(description) <> '' and length(description) <= 1000),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.hero_slides (
  id uuid primary key default gen_random_uuid(),
  image_src text not null check (image_src ~ '^(/|https://)[^\s]+$' and length(image_src) <= 500),
  alt text not null check (btrim(alt) <> '' and length(alt) <= 300),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  logo_src text not null check (logo_src ~ '^(/|https://)[^\s]+$' and length(logo_src) <= 500),
  logo_width int not null check (logo_width between 16 and 600),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.accreditations (
  id uuid primary key default gen_random_uuid(),
  label text not null check (btrim(label) <> '' and length(label) <= 100),
  detail text not null check (btrim(detail) <> '' and length(detail) <= 300),
  badge_src text not null check (badge_src ~ '^(/|https://)[^\s]+$' and length(badge_src) <= 500),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.board_members (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  role text not null check (btrim(role) <> '' and length(role) <= 200),
  bio text not null default '' check (length(bio) <= 4000),
  position int not null default 0,
  published boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---- documents and settings ----

create table public.page_documents (
  page text primary key check (page in ('home', 'about', 'get-involved', 'resources', 'donate', 'privacy', 'terms', 'accessibility')),
  body jsonb not null check (jsonb_typeof(body) = 'object'),
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.site_settings (
  id boolean primary key default true check (id),
  body jsonb not null check (jsonb_typeof(body) = 'object'),
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---- history ----

create table public.content_revisions (
  id bigint generated always as identity primary key,
  table_name text not null check (length(table_name) <= 63),
  row_key text not null check (length(row_key) <= 100),
  action text not null check (action in ('insert', 'update', 'delete')),
  row_data jsonb not null,
  changed_by uuid,
  changed_at timestamptz not null default now()
);
create index content_revisions_row_idx on public.content_revisions (table_name, row_key, id desc);

-- Every update raises the row's version and its updated_at.
create or replace function private.bump_content_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  new.updated_at := now();
  return new;
end;
$$;

-- Copies the row as it is after the change (before a delete) into content_revisions. Security
-- definer: the API roles have no grant on content_revisions, so nobody can write history but
-- this trigger.
create or replace function private.record_content_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  insert into public.content_revisions (table_name, row_key, action, row_data, changed_by)
  values (tg_table_name, coalesce(data ->> 'id', data ->> 'page'), lower(tg_op), data, auth.uid());
  return null;
end;
$$;
revoke execute on function private.record_content_revision() from public, anon, authenticated;
revoke execute on function private.bump_content_version() from public, anon, authenticated;

-- History is append-only, for the owner too.
create or replace function private.refuse_revision_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'content_revisions is append-only' using errcode = '42501';
end;
$$;
revoke execute on function private.refuse_revision_change() from public, anon, authenticated;
create trigger content_revisions_append_only
  before update or delete or truncate on public.content_revisions
  for each statement execute function private.refuse_revision_change();

alter table public.content_revisions enable row level security;
grant select on public.content_revisions to authenticated;
grant select, insert, update, delete on public.content_revisions to service_role;
create policy content_revisions_select_admin on public.content_revisions
  for select to authenticated using ((select private.is_admin()));

-- ---- the same triggers, grants and policies for every content table ----

do $$
declare
  t text;
  collection boolean;
begin
  foreach t in array array['job_openings', 'volunteer_roles', 'faqs', 'external_resources', 'locations',
    'emergency_contacts', 'hero_slides', 'partners', 'accreditations', 'board_members', 'page_documents', 'site_settings']
  loop
    collection := t not in ('page_documents', 'site_settings');
    execute format('create trigger %1$s_bump_version before update on public.%1$I for each row execute function private.bump_content_version()', t);
    execute format('create trigger %1$s_revision after insert or update or delete on public.%1$I for each row execute function private.record_content_revision()', t);
    execute format('alter table public.%I enable row level security', t);
    execute format('grant select on public.%I to anon', t);
    execute format('grant select, insert, update, delete on public.%I to service_role', t);
    execute format('create policy %1$s_update_admin on public.%1$I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', t);
    if collection then
      execute format('grant select, insert, update, delete on public.%I to authenticated', t);
      execute format('create index %1$s_position_idx on public.%1$I (position)', t);
      execute format('create policy %1$s_select_anon on public.%1$I for select to anon using (published)', t);
      execute format('create policy %1$s_select_authenticated on public.%1$I for select to authenticated using (published or (select private.is_admin()))', t);
      execute format('create policy %1$s_insert_admin on public.%1$I for insert to authenticated with check ((select private.is_admin()))', t);
      execute format('create policy %1$s_delete_admin on public.%1$I for delete to authenticated using ((select private.is_admin()))', t);
    else
      -- one row per page / one settings row, loaded below: read by everyone, only updated
      execute format('grant select, update on public.%I to authenticated', t);
      execute format('create policy %1$s_select on public.%1$I for select to anon, authenticated using (true)', t);
    end if;
  end loop;
end;
$$;

-- A job whose closing date has passed (New Jersey time) leaves the public site by itself.
drop policy job_openings_select_anon on public.job_openings;
drop policy job_openings_select_authenticated on public.job_openings;
create policy job_openings_select_anon on public.job_openings
  for select to anon
  using (published and (closes_on is null or closes_on >= (select (now() at time zone 'America/New_York')::date)));
create policy job_openings_select_authenticated on public.job_openings
  for select to authenticated
  using ((published and (closes_on is null or closes_on >= (select (now() at time zone 'America/New_York')::date)))
    or (select private.is_admin()));
