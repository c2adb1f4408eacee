-- Two-step sign-in required for staff, in the database (issue 57, item 2). Until now
-- `require_two_step` defaulted to false and private.two_step_satisfied() let every account
-- without a verified factor through at aal1 whatever the setting, so the "require" switch held
-- only in /api: a stolen password was full admin at anything else that reaches Postgres with
-- the caller's token (Storage, PostgREST), and the thief could enroll their own authenticator.
--
-- Now the rule is on, for new databases and for this one, and the helper reads it: a token
-- counts for is_admin()/is_super_admin() when it is aal2, or, only while a super_admin has
-- turned the rule off, when its account has no verified factor. A staff member without a
-- factor then reaches only what needs no admin: /api's set-up routes (/api/auth/two-step, which
-- read their own rows over /api's own connection) and the screen that calls them. A missing
-- settings row counts as "required" (the table holds one row, loaded below; no one may delete it).

alter table public.staff_security_settings alter column require_two_step set default true;
update public.staff_security_settings set require_two_step = true;

create or replace function private.two_step_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
    or (
      not coalesce((select s.require_two_step from public.staff_security_settings s), true)
      and not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
    )
$$;
