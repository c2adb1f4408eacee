-- What the Supabase platform provides before any project migration runs, for a plain
-- PostgreSQL (the local stack and the tests), applied by the cluster's superuser
-- (supabase_admin) as the platform does at project creation. Applied only to a database that
-- has no auth schema; never part of supabase/migrations. Sources (github:supabase/postgres,
-- commit 7db7e1a9 unless noted, and its later migrations named in full):
--   migrations/db/migrate.sh                          bootstrap superuser supabase_admin; postgres
--                                                     owns the database and shares its password
--   migrations/db/init-scripts/00000000000000-initial-schema.sql   API roles, extensions schema
--   migrations/db/init-scripts/00000000000001-auth-schema.sql      supabase_auth_admin owns auth's objects
--   migrations/db/init-scripts/00000000000003-post-setup.sql       postgres's search_path
--   migrations/db/migrations/10000000000000_demote-postgres.sql    postgres NOSUPERUSER CREATEDB CREATEROLE
--                                                     LOGIN REPLICATION BYPASSRLS, ALL on auth's tables
--   migrations/db/migrations/20211115181400_update-auth-permissions.sql
--   migrations/db/migrations/20211124212715_update-auth-owner.sql
--   migrations/db/migrations/20230201083204_grant_auth_roles_to_postgres.sql
--   migrations/db/migrations/20230224042246_grant_extensions_perms_for_postgres.sql
--   migrations/db/migrations/20230306081037_grant_pg_monitor_to_postgres.sql
--   migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql
--   migrations/db/migrations/20240606060239_grant_predefined_roles_to_postgres.sql
--   migrations/db/migrations/20250421084701_revoke_admin_roles_from_postgres.sql  (postgres is no
--                                                     longer a member of supabase_auth_admin /
--                                                     supabase_storage_admin, nor may create in auth)
--   migrations/db/migrations/20250605172253_grant_with_admin_to_postgres_16_and_above.sql
--   ansible/files/postgresql_config/supautils.conf.j2  privileged_role postgres; policy_grants lets
--                                                     postgres create policies on auth.users,
--                                                     auth.sessions, storage.objects, storage.buckets…
--   ansible/files/postgresql_extension_custom_scripts/supabase_vault/after-create.sql  Vault's grants
-- supautils itself is not here. Two things stand in for it:
--   * extensions: hosted pre-installs uuid-ossp, pgcrypto and pg_stat_statements (pgjwt,
--     pg_graphql, supabase_vault and pgsodium are not in this PostgreSQL build; Vault is modelled
--     below). Other extensions: postgres owns the database, so it may create PostgreSQL's
--     "trusted" extensions (pgcrypto, citext, hstore, pg_trgm…, all on supautils' privileged list);
--     an untrusted one fails here as on hosted when it is not on that list (file_fdw, amcheck…),
--     and also when it is (dblink, postgres_fdw…): stricter than hosted, never looser.
--   * policy_grants: plain PostgreSQL lets only an owner create a policy, so postgres gets the
--     owners' privileges (membership without SET) and an event trigger refuses every other
--     change postgres makes to auth's or storage's objects with PostgreSQL's own "must be owner"
--     (42501): policies and triggers (postgres holds TRIGGER on those tables) pass, as on hosted.
-- What stays a superuser's (ALTER SYSTEM, COPY … PROGRAM, ALTER ROLE … SUPERUSER, untrusted
-- extensions, other roles' attributes) fails for postgres as on hosted.

do $$
begin
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin;
  end if;
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator;
  end if;
end
$$;

do $$
begin
  -- a data directory made while postgres was the bootstrap superuser keeps it one (migrate.ts warns)
  if (select oid from pg_roles where rolname = 'postgres') <> 10 then
    alter role postgres nosuperuser createdb createrole login replication bypassrls inherit;
  end if;
end
$$;
alter role postgres set search_path to "$user", public, extensions;
alter role supabase_auth_admin noinherit createrole login noreplication;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin noinherit createrole login noreplication;
alter role supabase_storage_admin set search_path = storage;
alter role anon nologin inherit;
alter role authenticated nologin inherit;
alter role service_role nologin inherit bypassrls;
alter role authenticator login noinherit;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres with admin option;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
-- supautils' policy_grants (see above): the owners' privileges, never their identity
grant supabase_auth_admin, supabase_storage_admin to postgres with inherit true, set false;

do $$
begin
  execute format('alter database %I owner to postgres', current_database());
end
$$;

-- the init scripts ran as postgres, so postgres owns the extensions schema
create schema if not exists extensions authorization postgres;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_stat_statements with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all privileges on all tables in schema extensions to postgres with grant option;
grant all privileges on all routines in schema extensions to postgres with grant option;
grant all privileges on all sequences in schema extensions to postgres with grant option;
alter default privileges in schema extensions grant all on tables to postgres with grant option;
alter default privileges in schema extensions grant all on routines to postgres with grant option;
alter default privileges in schema extensions grant all on sequences to postgres with grant option;

-- Supabase exposes public to the API roles but no longer grants its new tables by default.
grant usage on schema public to postgres, anon, authenticated, service_role;

-- auth: the schema is the platform's; GoTrue (supabase_auth_admin) creates and owns what is in it
create schema auth;
grant all on schema auth to supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres;
set role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
reset role;

-- Vault (the supabase_vault extension), as its 0.3.0 script creates it (github:supabase/vault,
-- sql/supabase_vault--0.3.0.sql and supabase_vault--0.2.8--0.3.0.sql): vault.secrets, the
-- vault.decrypted_secrets view, create_secret() and update_secret() with the same signatures,
-- security definer, not executable by PUBLIC. One difference: the extension encrypts `secret`
-- with libsodium (pgsodium's AEAD, key id 0) and the view decrypts it; here `secret` holds the
-- plain text and the view shows it as decrypted_secret. Local and test databases only.
create schema vault;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce, s.created_at, s.updated_at
from vault.secrets s;

create function vault.create_secret(new_secret text, new_name text = null, new_description text = '', new_key_id uuid = null)
returns uuid
security definer
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id
$$;

create function vault.update_secret(secret_id uuid, new_secret text = null, new_name text = null,
  new_description text = null, new_key_id uuid = null)
returns void
security definer
language sql
set search_path = ''
as $$
  update vault.secrets s
  set secret = coalesce(new_secret, s.secret),
      name = coalesce(new_name, s.name),
      description = coalesce(new_description, s.description),
      updated_at = now()
  where s.id = secret_id
$$;

revoke all on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid) from public;
-- Vault's after-create script (supabase/postgres, ansible/files/postgresql_extension_custom_scripts/supabase_vault/after-create.sql)
grant usage on schema vault to postgres with grant option;
grant select, delete on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres with grant option;
grant usage on schema vault to service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid) to service_role;

-- supautils' policy_grants, as far as plain PostgreSQL allows (see the header): postgres may add
-- policies and triggers to auth's and storage's tables, and nothing else an owner may do there.
create schema supabase_shim;
revoke all on schema supabase_shim from public;

create function supabase_shim.refuse_owner_ddl() returns event_trigger language plpgsql as $$
declare
  c record;
begin
  if current_user <> 'postgres' then return; end if;
  for c in select * from pg_event_trigger_ddl_commands() loop
    if c.schema_name in ('auth', 'storage')
       and c.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER')
       and not (c.command_tag in ('GRANT', 'REVOKE') and c.schema_name = 'storage') then
      raise exception 'must be owner of % %', lower(c.object_type), c.object_identity
        using errcode = '42501',
              hint = 'On Supabase, postgres does not own auth''s or storage''s objects: it may add policies and triggers to their tables only.';
    end if;
  end loop;
end
$$;

create function supabase_shim.refuse_owner_drop() returns event_trigger language plpgsql as $$
declare
  o record;
begin
  if current_user <> 'postgres' then return; end if;
  for o in select * from pg_event_trigger_dropped_objects() loop
    if o.original and o.schema_name in ('auth', 'storage') and o.object_type <> 'policy' then
      raise exception 'must be owner of % %', o.object_type, o.object_identity
        using errcode = '42501',
              hint = 'On Supabase, postgres does not own auth''s or storage''s objects: it may drop their policies only.';
    end if;
  end loop;
end
$$;

revoke all on function supabase_shim.refuse_owner_ddl(), supabase_shim.refuse_owner_drop() from public;
create event trigger supabase_shim_owner_ddl on ddl_command_end execute function supabase_shim.refuse_owner_ddl();
create event trigger supabase_shim_owner_drop on sql_drop execute function supabase_shim.refuse_owner_drop();
