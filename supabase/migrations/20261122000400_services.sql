-- Services (SPEC §3): all text required; key_components is a jsonb array of
-- {name, description} objects, enforced by a CHECK.

create or replace function private.is_key_components(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array'
    and not exists (
      select 1
      from jsonb_array_elements(case when jsonb_typeof(value) = 'array' then value else '[]' end) as e(item)
      where jsonb_typeof(e.item) <> 'object'
         or jsonb_typeof(e.item -> 'name') is distinct from 'string'
         or jsonb_typeof(e.item -> 'description') is distinct from 'string'
         or btrim(e.item ->> 'name') = ''
         or btrim(e.item ->> 'description') = ''
         or length(e.item ->> 'name') > 200
         or length(e.item ->> 'description') > 2000
    )
$$;
revoke execute on function private.is_key_components(jsonb) from public, anon;
grant execute on function private.is_key_components(jsonb) to authenticated, service_role;

create table public.services (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'),
  title text not null check (length(title) <= 200 and btrim(title) <> ''),
  description text not null check (length(description) <= 1000 and btrim(description) <> ''),
  overview text not null check (length(overview) <= 10000 and btrim(overview) <> ''),
  approach text not null check (length(approach) <= 10000 and btrim(approach) <> ''),
  key_components jsonb not null
    constraint services_key_components_shape check (private.is_key_components(key_components)),
  staff_training text not null check (length(staff_training) <= 10000 and btrim(staff_training) <> ''),
  goals text not null check (length(goals) <= 10000 and btrim(goals) <> ''),
  commitment text not null check (length(commitment) <= 10000 and btrim(commitment) <> ''),
  published boolean not null default true,
  sort_order int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Public list: published rows by sort_order, then title.
create index services_published_sort_idx on public.services (published, sort_order, title);

create trigger services_set_updated_at
  before update on public.services
  for each row execute function private.set_updated_at();

alter table public.services enable row level security;

grant select on public.services to anon;
grant select, insert, update, delete on public.services to authenticated, service_role;

create policy services_select_anon on public.services
  for select to anon
  using (published);

create policy services_select_authenticated on public.services
  for select to authenticated
  using (published or (select private.is_admin()));

create policy services_insert_admin on public.services
  for insert to authenticated
  with check ((select private.is_admin()));

create policy services_update_admin on public.services
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy services_delete_admin on public.services
  for delete to authenticated
  using ((select private.is_admin()));
