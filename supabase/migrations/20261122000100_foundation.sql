-- Foundation: extensions, the unexposed `private` schema and shared helpers.
-- Runs as the `postgres` superuser after the platform (Supabase, or the local shim) exists.

create extension if not exists pgcrypto with schema extensions;

-- `private` is never listed in the API's exposed schemas. The API roles may call only the
-- helpers granted to them below (policies execute with the caller's privileges).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- Nothing is granted by default: functions are executable by PUBLIC unless revoked, and
-- older Supabase projects grant anon/authenticated ALL (TRUNCATE included, which RLS does
-- not cover) on new tables. Every table and function below grants explicitly.
-- (PUBLIC's execute right is a global default, so it is revoked globally, for this role.)
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;

-- Keeps updated_at honest on every editable table (wired by a trigger per table).
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
