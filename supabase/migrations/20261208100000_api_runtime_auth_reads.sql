-- What /api reads of auth.* now that it connects as api_runtime (issue 57 item 4), not as
-- postgres (audit_log's owner).
--
-- On hosted Supabase the postgres role is not a superuser: supabase_auth_admin owns auth's tables
-- and postgres holds its privileges on them without the grant option (github:supabase/postgres,
-- migrations/db/migrations/20211115181400_update-auth-permissions.sql: `grant all on all tables
-- in schema auth to postgres`; Supabase's guide "Permission errors when granting custom roles
-- access to the auth schema": such a grant to another role "changes nothing"). So a grant on
-- auth.* to api_runtime cannot work there; what /api needs is read through these functions,
-- owned by the migrations' role, each returning only the columns its caller uses, executable by
-- api_runtime alone. Writes to auth.* stay the identity provider's: GoTrue on hosted (over its
-- HTTP API), its stand-in locally (auth/local.ts, over GoTrue's own role supabase_auth_admin).

-- An account's verified authenticators: the sign-in step, the account's list, the notice e-mail.
create function private.verified_factors(p_user_id uuid)
returns table (id uuid, friendly_name text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.friendly_name::text, f.created_at
  from auth.mfa_factors f
  where f.user_id = p_user_id and f.status = 'verified'
$$;

-- An account's sign-in e-mail (the authenticator notice is mailed to it).
create function private.account_email(p_user_id uuid)
returns table (email text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text from auth.users u where u.id = p_user_id
$$;

-- Every staff member's sign-in e-mail and verified authenticators (the team and two-step screens,
-- super_admin only: /api checks private.is_super_admin() first).
create function private.staff_accounts()
returns table (user_id uuid, email text, authenticators int)
language sql
stable
security definer
set search_path = ''
as $$
  select a.user_id, u.email::text,
    (select count(*)::int from auth.mfa_factors f where f.user_id = a.user_id and f.status = 'verified')
  from public.admin_users a
  left join auth.users u on u.id = a.user_id
$$;

revoke execute on function private.verified_factors(uuid) from public, anon, authenticated, service_role;
revoke execute on function private.account_email(uuid) from public, anon, authenticated, service_role;
revoke execute on function private.staff_accounts() from public, anon, authenticated, service_role;
grant execute on function private.verified_factors(uuid) to api_runtime;
grant execute on function private.account_email(uuid) to api_runtime;
grant execute on function private.staff_accounts() to api_runtime;

-- The two-step codes already accepted (migration 20261127120000: "privileged connection only"):
-- /api's own role now, which reads, records and forgets them.
grant select, insert, delete on private.used_totp_codes to api_runtime;

-- private.run_retention() (service_role, run by the notify drain) reads the confirmation window
-- (migration 20261207120100), which only its owner could execute: notify connected as the owner.
grant execute on function private.newsletter_confirmation_days() to service_role;
