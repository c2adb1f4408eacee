-- Two-step sign-in (issue 34, item 1), enforced where the data is, the way Supabase's MFA
-- guide does it (docs: guides/auth/auth-mfa, "Enforce rules for MFA logins"): a token whose
-- `aal` claim is aal1 counts as an admin only while its account has no verified factor.
--
-- Every admin policy and admin function already asks private.is_admin() or
-- private.is_super_admin() (20261122000200_admin_users.sql, the only place admin_users is
-- read for access), so giving both the aal rule recreates them all through one helper:
-- private.two_step_satisfied().

create or replace function private.two_step_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_users a where a.user_id = (select auth.uid())
  ) and (select private.two_step_satisfied())
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
  ) and (select private.two_step_satisfied())
$$;

revoke execute on function private.two_step_satisfied() from public, anon;
grant execute on function private.two_step_satisfied() to authenticated, service_role;

-- Whether every staff account must use two-step sign-in (a super_admin's setting). One row,
-- loaded here: no insert or delete. The API reads it to send a staff member without a
-- factor to set one up; the database's own rule above needs no setting.
create table public.staff_security_settings (
  id boolean primary key default true check (id),
  require_two_step boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
insert into public.staff_security_settings (id) values (true);

create trigger staff_security_settings_set_updated_at
  before update on public.staff_security_settings
  for each row execute function private.set_updated_at();

alter table public.staff_security_settings enable row level security;

grant select, update (require_two_step, updated_by) on public.staff_security_settings to authenticated;
grant select, insert, update, delete on public.staff_security_settings to service_role;

create policy staff_security_settings_select on public.staff_security_settings
  for select to authenticated
  using ((select private.is_admin()));

create policy staff_security_settings_update on public.staff_security_settings
  for update to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

create index staff_security_settings_updated_by_idx on public.staff_security_settings (updated_by);

-- Codes already accepted (issue 34: a used code cannot be used twice). A code stays valid for
-- three 30-second steps (one either side, as GoTrue checks it), so /api keeps each accepted
-- code's digest per account for 90 seconds and refuses it again meanwhile, in both auth modes.
-- Privileged connection only: no grants to the API roles.
create table private.used_totp_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  code_digest text not null,
  used_at timestamptz not null default now(),
  primary key (user_id, code_digest)
);
revoke all on private.used_totp_codes from public, anon, authenticated;
