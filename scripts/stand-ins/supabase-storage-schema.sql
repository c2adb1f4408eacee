-- Storage's schema, as supabase/storage's tenant migrations leave it (github:supabase/storage,
-- migrations/tenant/0002-storage-schema.sql, 0007/0008 bucket columns, 0013-0014 limits,
-- 0016-add-version.sql, 0018 owner_id, 0025-custom-metadata.sql, 0046-buckets-objects-grants.sql,
-- 0055-prevent-direct-deletes.sql): the buckets and objects tables our migrations and policies
-- use, the path helpers, the grants to every API role (row-level security is the boundary) and
-- the trigger refusing deletes that do not come through the Storage API. Not the search,
-- prefix, multipart or vector parts, which nothing of ours uses.
-- Owners and grants as hosted has them (github:supabase/postgres: init-scripts/00000000000002-storage-schema.sql,
-- migrations/10000000000000_demote-postgres.sql, 20250421084701_revoke_admin_roles_from_postgres.sql,
-- 20250623125453_tmp_grant_storage_tables_to_postgres_with_grant_option.sql,
-- 20250709135250_grant_storage_schema_to_postgres_with_grant_option.sql): the schema is the
-- platform's, Storage (supabase_storage_admin) creates and owns what is in it, and postgres holds
-- ALL on the tables with grant option but owns nothing (its policies: see supabase-platform.sql's header).
-- A database made before supabase-platform.sql created the platform roles keeps the superuser as owner.
create schema storage;
grant usage on schema storage to postgres with grant option;
grant usage on schema storage to anon, authenticated, service_role;
do $$
begin
  if exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    grant all on schema storage to supabase_storage_admin;
    set role supabase_storage_admin;
  end if;
end
$$;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[] language plpgsql as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text language plpgsql as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create function storage.extension(name text) returns text language plpgsql as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant all on storage.buckets, storage.objects to service_role, authenticated, anon;

create function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
create trigger protect_buckets_delete before delete on storage.buckets for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects for each statement execute function storage.protect_delete();
reset role;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on all routines in schema storage to postgres;
