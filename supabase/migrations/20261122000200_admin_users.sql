-- Admin accounts: Supabase Auth owns identities (auth.users); this table says who is an
-- admin. No password or reset-token columns live in public tables.

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text not null unique
    check (length(username) <= 200 and btrim(username) <> ''),
  role text not null default 'admin' check (role in ('admin', 'super_admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index admin_users_role_idx on public.admin_users (role);

create trigger admin_users_set_updated_at
  before update on public.admin_users
  for each row execute function private.set_updated_at();

-- Role helpers for policies: security definer so they read admin_users past its RLS,
-- search_path pinned, and always called as `(select private.is_admin())` so Postgres
-- evaluates them once per statement instead of once per row.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a where a.user_id = (select auth.uid())
  )
$$;

create or replace function private.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a
    where a.user_id = (select auth.uid()) and a.role = 'super_admin'
  )
$$;

revoke execute on function private.is_admin(), private.is_super_admin() from public, anon;
grant execute on function private.is_admin(), private.is_super_admin()
  to authenticated, service_role;

-- The last super_admin can never be deleted or demoted, whoever runs the statement
-- (a super_admin through the API, or direct SQL). The advisory lock serialises concurrent
-- demotions so two sessions cannot each remove "the other" super_admin.
create or replace function private.keep_last_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'super_admin' or (tg_op = 'UPDATE' and new.role = 'super_admin') then
    return coalesce(new, old);
  end if;
  perform pg_advisory_xact_lock(hashtext('public.admin_users:super_admin'));
  if not exists (
    select 1 from public.admin_users a
    where a.role = 'super_admin' and a.user_id <> old.user_id
  ) then
    raise exception 'The last super admin cannot be removed or demoted.'
      using errcode = 'P0001', hint = 'Promote another admin to super_admin first.';
  end if;
  return coalesce(new, old);
end;
$$;
revoke execute on function private.keep_last_super_admin() from public, anon, authenticated;

create trigger admin_users_keep_last_super_admin
  before update or delete on public.admin_users
  for each row execute function private.keep_last_super_admin();

alter table public.admin_users enable row level security;

grant select, insert, update, delete on public.admin_users to authenticated, service_role;

create policy admin_users_select on public.admin_users
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_super_admin()));

create policy admin_users_insert on public.admin_users
  for insert to authenticated
  with check ((select private.is_super_admin()));

create policy admin_users_update on public.admin_users
  for update to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

create policy admin_users_delete on public.admin_users
  for delete to authenticated
  using ((select private.is_super_admin()));
