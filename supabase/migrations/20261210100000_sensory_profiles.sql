-- Sensory and access information, as data (issue 61 item 2): a profile per location and per
-- event (jsonb, the shape of contract/sensory.ts SensoryProfile), and the location an event is
-- held at, whose profile the event takes where its own says nothing. The shape is checked here
-- as in the contract: levels on a fixed scale, texts within their limits, at most 10 steps, each
-- with its text and an optional library photo, known access features once each. Row-level
-- security stays the tables' own: visitors read published rows, admins write.

create or replace function private.is_sensory_text(value jsonb, max_length int)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or jsonb_typeof(value) = 'null'
    or (jsonb_typeof(value) = 'string' and btrim(value #>> '{}') <> '' and length(value #>> '{}') <= max_length)
$$;
revoke execute on function private.is_sensory_text(jsonb, int) from public, anon;
grant execute on function private.is_sensory_text(jsonb, int) to authenticated, service_role;

create or replace function private.is_sensory_profile(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce: a missing key makes a test null, which a CHECK would let through
  select coalesce(jsonb_typeof(value) = 'object'
    -- only the profile's own keys
    and not exists (select 1 from jsonb_object_keys(case when jsonb_typeof(value) = 'object' then value else '{}' end) k(key)
      where k.key not in ('noise', 'lighting', 'crowd', 'quietSpace', 'quietSpaceWhere', 'seating', 'food', 'steps', 'access'))
    and coalesce(value ->> 'noise', 'low') in ('low', 'medium', 'high')
    and coalesce(value ->> 'lighting', 'low') in ('low', 'medium', 'high')
    and coalesce(value ->> 'crowd', 'low') in ('low', 'medium', 'high')
    and coalesce(jsonb_typeof(value -> 'quietSpace'), 'null') in ('boolean', 'null')
    and private.is_sensory_text(value -> 'quietSpaceWhere', 300)
    -- where the quiet space is, only when there is one
    and (coalesce(jsonb_typeof(value -> 'quietSpaceWhere'), 'null') = 'null' or value -> 'quietSpace' = 'true'::jsonb)
    and private.is_sensory_text(value -> 'seating', 500)
    and private.is_sensory_text(value -> 'food', 500)
    and jsonb_typeof(value -> 'steps') = 'array'
    and jsonb_array_length(case when jsonb_typeof(value -> 'steps') = 'array' then value -> 'steps' else '[]' end) <= 10
    and not exists (
      select 1 from jsonb_array_elements(case when jsonb_typeof(value -> 'steps') = 'array' then value -> 'steps' else '[]' end) s(step)
      where jsonb_typeof(s.step) <> 'object'
         or jsonb_typeof(s.step -> 'text') is distinct from 'string'
         or not private.is_sensory_text(s.step -> 'text', 500)
         or not private.is_sensory_text(s.step -> 'imageAlt', 300)
         or not (coalesce(jsonb_typeof(s.step -> 'imageId'), 'null') = 'null'
           or (s.step ->> 'imageId') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))
    and jsonb_typeof(value -> 'access') = 'array'
    and not exists (
      select 1 from jsonb_array_elements(case when jsonb_typeof(value -> 'access') = 'array' then value -> 'access' else '[]' end) a(feature)
      where coalesce(a.feature #>> '{}', '') not in ('step-free', 'accessible-toilet', 'asl-interpretation', 'spanish-interpretation', 'sensory-kits')
         or jsonb_typeof(a.feature) <> 'string')
    and (select count(*) = count(distinct a.feature)
      from jsonb_array_elements(case when jsonb_typeof(value -> 'access') = 'array' then value -> 'access' else '[]' end) a(feature)),
    false)
$$;
revoke execute on function private.is_sensory_profile(jsonb) from public, anon;
grant execute on function private.is_sensory_profile(jsonb) to authenticated, service_role;

alter table public.locations add column sensory_profile jsonb
  constraint locations_sensory_profile_shape check (sensory_profile is null or private.is_sensory_profile(sensory_profile));

alter table public.events add column sensory_profile jsonb
  constraint events_sensory_profile_shape check (sensory_profile is null or private.is_sensory_profile(sensory_profile));
-- A location removed leaves its events with their own profile only.
alter table public.events add column location_id uuid references public.locations (id) on delete set null;
create index events_location_idx on public.events (location_id);

-- A library photo a sequence shows is in use: the media library refuses to delete it (its
-- usage list, media/media-rows.ts, names the event or location), as it does for featured images.
create or replace function private.refuse_delete_of_story_photo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from (select sensory_profile from public.events union all select sensory_profile from public.locations) p(profile),
      jsonb_array_elements(coalesce(p.profile -> 'steps', '[]')) s(step)
    where s.step ->> 'imageId' = old.id::text
  ) then
    raise exception 'media % is shown in a what-to-expect sequence', old.id using errcode = '23503';
  end if;
  return old;
end;
$$;
revoke execute on function private.refuse_delete_of_story_photo() from public, anon, authenticated;

create trigger media_assets_keep_story_photos
  before delete on public.media_assets
  for each row execute function private.refuse_delete_of_story_photo();

-- A location's profile is part of its events' pages: a change to it purges them too.
create or replace function private.queue_location_events_purge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_cdn_purge(array(
    select unnest(private.row_purge_tags('events', e.id::text)) from public.events e where e.location_id = new.id));
  return null;
end;
$$;
revoke execute on function private.queue_location_events_purge() from public, anon, authenticated;

create trigger locations_sensory_purge_events
  after update on public.locations
  for each row when (old.sensory_profile is distinct from new.sensory_profile)
  execute function private.queue_location_events_purge();
