-- Supabase Auth's MFA tables, as GoTrue's migrations create them (github:supabase/auth,
-- migrations/20221003041349_add_mfa_schema.up.sql and later ones adding
-- mfa_challenges.otp_code, mfa_factors.phone and last_challenged_at): the factor and challenge
-- rows the local auth adapter writes (and the GoTrue stand-in of the API tests), and which
-- private.two_step_satisfied() reads. Idempotent: migrate.ts applies it to any database that
-- lacks auth.mfa_factors, so a local database made before it gets it too. Created by
-- supabase_auth_admin, as GoTrue does (supabase-platform.sql's default privileges give postgres ALL on them),
-- unless the database predates that role.
do $$
begin
  if exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    set role supabase_auth_admin;
  end if;
end
$$;
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;

do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  unique (session_id, authentication_method)
);
reset role;
