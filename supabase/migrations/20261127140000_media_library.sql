-- The media library (issue 33): images uploaded by admins, each with its files in Supabase
-- Storage (bucket `media`, private: every read passes the storage.objects policies below), its
-- alt text, caption, credit, focal point and consent. A photo that shows people is published only
-- with a recorded release (basis, where the signed form is kept, scope, optional expiry); a
-- withdrawn or expired release takes it off the public pages at once, because visitors see an
-- image and its files only through these policies.

create table public.media_assets (
  id uuid primary key default gen_random_uuid(),
  original_name text not null default '' check (length(original_name) <= 200),
  alt text not null default '' check (length(alt) <= 300),
  decorative boolean not null default false,
  caption text not null default '' check (length(caption) <= 500),
  credit text not null default '' check (length(credit) <= 200),
  focal_x real not null default 0.5 check (focal_x between 0 and 1),
  focal_y real not null default 0.5 check (focal_y between 0 and 1),
  width integer not null check (width between 1 and 2560),
  height integer not null check (height between 1 and 2560),
  shows_people boolean not null default false,
  release_basis text check (release_basis in ('signed-release', 'guardian-release', 'staff-release', 'public-event-notice')),
  release_kept_at text check (length(release_kept_at) between 1 and 300),
  release_scope text check (length(release_scope) between 1 and 300),
  release_expires_on date,
  release_withdrawn_at timestamptz,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint media_assets_alt_unless_decorative check (decorative or btrim(alt) <> ''),
  constraint media_assets_release_complete check (
    (release_basis is null) = (release_kept_at is null) and (release_basis is null) = (release_scope is null))
);
create index media_assets_created_at_idx on public.media_assets (created_at desc);
create index media_assets_published_idx on public.media_assets (published) where published;

-- Each stored file of an image: its widths, its social crop. Paths are made once (a random
-- uuid) and never reused: a replaced image is a new row with new files.
create table public.media_files (
  path text primary key check (path ~ '^[0-9a-f-]{36}\.(webp|jpg|png|avif)$'),
  media_id uuid not null references public.media_assets (id) on delete cascade,
  variant text not null check (variant in ('original', 'w480', 'w960', 'w1600', 'social')),
  width integer not null check (width between 1 and 2560),
  height integer not null check (height between 1 and 2560),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  bytes integer not null check (bytes > 0),
  unique (media_id, variant)
);
create index media_files_media_id_idx on public.media_files (media_id);

-- Featured images: a content row points at an image; an image in use cannot be deleted.
alter table public.blog_posts add column featured_image_id uuid references public.media_assets (id) on delete restrict;
alter table public.events add column featured_image_id uuid references public.media_assets (id) on delete restrict;
alter table public.services add column featured_image_id uuid references public.media_assets (id) on delete restrict;
create index blog_posts_featured_image_idx on public.blog_posts (featured_image_id) where featured_image_id is not null;
create index events_featured_image_idx on public.events (featured_image_id) where featured_image_id is not null;
create index services_featured_image_idx on public.services (featured_image_id) where featured_image_id is not null;

-- A release is in force when recorded, not withdrawn, and not past its expiry (New Jersey's date).
create or replace function private.media_release_in_force(m public.media_assets)
returns boolean
language sql
stable
set search_path = ''
as $$
  select m.release_basis is not null and m.release_withdrawn_at is null
    and (m.release_expires_on is null or m.release_expires_on >= (now() at time zone 'America/New_York')::date)
$$;
revoke execute on function private.media_release_in_force(public.media_assets) from public, anon;
grant execute on function private.media_release_in_force(public.media_assets) to authenticated, service_role;

-- The consent rule, whoever writes: an image showing people becomes published only with a
-- release in force (withdrawing or expiring later is allowed: the policies hide it then).
create or replace function private.media_consent_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.shows_people
     and (tg_op = 'INSERT' or not old.published or not old.shows_people)
     and not private.media_release_in_force(new) then
    raise exception 'A photo that shows people cannot be published until a release is recorded'
      using errcode = '23514', constraint = 'media_assets_release_before_publishing';
  end if;
  return new;
end;
$$;
revoke execute on function private.media_consent_rule() from public, anon, authenticated;

create trigger media_assets_consent_rule
  before insert or update on public.media_assets
  for each row execute function private.media_consent_rule();

create trigger media_assets_set_updated_at
  before update on public.media_assets
  for each row execute function private.set_updated_at();

alter table public.media_assets enable row level security;
alter table public.media_files enable row level security;

grant select on public.media_assets, public.media_files to anon;
grant select, insert, update, delete on public.media_assets, public.media_files to authenticated, service_role;

-- anon holds no rights in `private`, so its policy spells the release rule out.
create policy media_assets_select_anon on public.media_assets
  for select to anon
  using (published and (not shows_people or (release_basis is not null and release_withdrawn_at is null
    and (release_expires_on is null or release_expires_on >= (now() at time zone 'America/New_York')::date))));

create policy media_assets_select_authenticated on public.media_assets
  for select to authenticated
  using ((select private.is_admin()) or (published and (not shows_people or private.media_release_in_force(media_assets))));

create policy media_assets_insert_admin on public.media_assets
  for insert to authenticated with check ((select private.is_admin()));
create policy media_assets_update_admin on public.media_assets
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy media_assets_delete_admin on public.media_assets
  for delete to authenticated using ((select private.is_admin()));

-- A file is visible exactly when its image is (media_assets' own policies decide inside).
create policy media_files_select on public.media_files
  for select to anon, authenticated
  using (exists (select 1 from public.media_assets m where m.id = media_files.media_id));

create policy media_files_insert_admin on public.media_files
  for insert to authenticated with check ((select private.is_admin()));
create policy media_files_update_admin on public.media_files
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy media_files_delete_admin on public.media_files
  for delete to authenticated using ((select private.is_admin()));

-- Storage: one private bucket, so every download is checked against these policies (a public
-- bucket would serve any object to anyone who knows its path). Limits as the API's own.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

-- Visitors read a file of a published image only; admins read everything in the bucket.
create policy media_objects_select_anon on storage.objects
  for select to anon
  using (bucket_id = 'media' and exists (select 1 from public.media_files f where f.path = objects.name));

create policy media_objects_select_authenticated on storage.objects
  for select to authenticated
  using (bucket_id = 'media'
    and ((select private.is_admin()) or exists (select 1 from public.media_files f where f.path = objects.name)));

-- Only admins write.
create policy media_objects_insert_admin on storage.objects
  for insert to authenticated with check (bucket_id = 'media' and (select private.is_admin()));
create policy media_objects_update_admin on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select private.is_admin()))
  with check (bucket_id = 'media' and (select private.is_admin()));
create policy media_objects_delete_admin on storage.objects
  for delete to authenticated using (bucket_id = 'media' and (select private.is_admin()));

-- Files no image holds (an upload whose image was never saved, or an image deleted): the drain
-- removes them through the Storage API a day after their upload (service_role only).
create or replace function private.orphan_media_objects(max_rows integer default 100)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'media' and o.created_at < now() - interval '1 day'
    and not exists (select 1 from public.media_files f where f.path = o.name)
  order by o.created_at
  limit max_rows
$$;
revoke execute on function private.orphan_media_objects(integer) from public, anon, authenticated;
grant execute on function private.orphan_media_objects(integer) to service_role;
