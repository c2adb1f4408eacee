-- Changes purge exactly the CDN cache tags they touch (issue 58 item 2), instead of the build hook.
--
-- The public pages, the public /api GETs and /media/* are cached at Netlify's CDN with cache tags
-- named by supabase/functions/_shared/site/cache-tags.ts: `<table>` on an answer listing a table's
-- rows, `<table>:<key>` on one showing a row (the key is the row's id; a page document's page name;
-- the site settings' `true`). Every change path queues the tags it touches here, in the database,
-- so none is forgotten by a route: triggers on the public tables, on registrations and the
-- waitlist (seats), on translations, and the come-due check the notify drain runs every minute.
-- /api after a change and the notify drain send what is queued to the site's purge endpoint
-- (netlify/functions/purge.mts; site/cdn-purge.ts) and remove a tag only once it answered 2xx.
--
-- The build hook (BUILD_HOOK_URL, private.build_hook_state, private.note_content_come_due())
-- cannot work as deployed (issue 58): its state and its check are dropped.

drop function private.note_content_come_due();
drop table private.build_hook_state;

-- The tags waiting to be purged, an entry per tag per change, only ever inserted by a change: no
-- change waits for another's lock on the queue (concurrent registrations for one event each add
-- the event's tags; an entry per tag that each change updated made them queue behind each other
-- and deadlock with the seat locks). A sender removes a tag's entries up to the newest it read
-- before sending, so a change committed while a purge was on its way is purged again by the next send.
create table private.cdn_purge_queue (
  id bigint generated always as identity primary key,
  tag text not null check (length(tag) between 1 and 1024 and tag !~ '[,[:space:]]'),
  queued_at timestamptz not null default now(),
  attempts int not null default 0,
  last_error text check (length(last_error) <= 500)
);
create index cdn_purge_queue_tag on private.cdn_purge_queue (tag, id);
grant select, insert, update, delete on private.cdn_purge_queue to service_role;

-- When the come-due check last ran (one row).
create table private.cdn_purge_state (
  id boolean primary key default true check (id),
  due_checked_at timestamptz not null default now()
);
insert into private.cdn_purge_state default values;
grant select, update on private.cdn_purge_state to service_role;

-- Queues `tags` (each once), whoever the caller; blank entries are ignored.
create or replace function private.queue_cdn_purge(p_tags text[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.cdn_purge_queue (tag)
  select distinct t from unnest(p_tags) as t where t is not null and t <> '';
$$;
revoke execute on function private.queue_cdn_purge(text[]) from public, anon, authenticated;
grant execute on function private.queue_cdn_purge(text[]) to service_role;

-- A row's tag and its table's tag (cache-tags.ts rowTag and tableTag).
create or replace function private.row_purge_tags(p_table text, p_key text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[p_table, p_table || ':' || p_key];
$$;
revoke execute on function private.row_purge_tags(text, text) from public, anon, authenticated;
grant execute on function private.row_purge_tags(text, text) to service_role;

-- Trigger of the tagged public tables: a row inserted, changed (its slug, its publishing, any
-- text) or deleted queues its row tag and its table's tag. tg_argv[0] names the key column.
create or replace function private.queue_row_purge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_keys text[] := array[]::text[];
begin
  if tg_op in ('UPDATE', 'DELETE') then v_keys := v_keys || (to_jsonb(old) ->> tg_argv[0]); end if;
  if tg_op in ('INSERT', 'UPDATE') then v_keys := v_keys || (to_jsonb(new) ->> tg_argv[0]); end if;
  perform private.queue_cdn_purge(array(
    select unnest(private.row_purge_tags(tg_table_name, k)) from unnest(v_keys) as k));
  return null;
end;
$$;
revoke execute on function private.queue_row_purge() from public, anon, authenticated;

do $$
declare
  t record;
begin
  for t in select * from (values
    ('accreditations', 'id'), ('blog_posts', 'id'), ('board_members', 'id'), ('emergency_contacts', 'id'),
    ('events', 'id'), ('external_resources', 'id'), ('faqs', 'id'), ('hero_slides', 'id'),
    ('job_openings', 'id'), ('locations', 'id'), ('media_assets', 'id'), ('page_documents', 'page'),
    ('partners', 'id'), ('services', 'id'), ('site_settings', 'id'), ('volunteer_roles', 'id')
  ) as v(name, key) loop
    execute format('create trigger %I after insert or delete on public.%I for each row execute function private.queue_row_purge(%L)',
      t.name || '_cdn_purge', t.name, t.key);
    execute format('create trigger %I after update on public.%I for each row when (old.* is distinct from new.*) execute function private.queue_row_purge(%L)',
      t.name || '_cdn_purge_update', t.name, t.key);
  end loop;
end;
$$;

-- The table a translation's subject names (contract/translations.ts), and the row's key there.
create or replace function private.translated_row_tags(p_subject text, p_key text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_subject
    when 'services' then private.row_purge_tags('services', p_key)
    when 'posts' then private.row_purge_tags('blog_posts', p_key)
    when 'events' then private.row_purge_tags('events', p_key)
    when 'pages' then private.row_purge_tags('page_documents', p_key)
    when 'settings' then private.row_purge_tags('site_settings', 'true')
    when 'jobs' then private.row_purge_tags('job_openings', p_key)
    when 'volunteer-roles' then private.row_purge_tags('volunteer_roles', p_key)
    when 'resources' then private.row_purge_tags('external_resources', p_key)
    when 'emergency-contacts' then private.row_purge_tags('emergency_contacts', p_key)
    when 'hero-slides' then private.row_purge_tags('hero_slides', p_key)
    when 'board-members' then private.row_purge_tags('board_members', p_key)
    when 'faqs' then private.row_purge_tags('faqs', p_key)
    when 'locations' then private.row_purge_tags('locations', p_key)
    when 'partners' then private.row_purge_tags('partners', p_key)
    when 'accreditations' then private.row_purge_tags('accreditations', p_key)
    else array[]::text[]
  end;
$$;
revoke execute on function private.translated_row_tags(text, text) from public, anon, authenticated;

-- A translation visitors read (published before or after the change) purges the row it
-- translates, in both languages (tags name content, not a language), and the translations' list.
create or replace function private.queue_translation_purge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tags text[] := array[]::text[];
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
    v_tags := v_tags || private.translated_row_tags(old.subject, old.subject_key);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
    v_tags := v_tags || private.translated_row_tags(new.subject, new.subject_key);
  end if;
  if cardinality(v_tags) > 0 then
    perform private.queue_cdn_purge(v_tags || 'content_translations'::text);
  end if;
  return null;
end;
$$;
revoke execute on function private.queue_translation_purge() from public, anon, authenticated;
create trigger content_translations_cdn_purge after insert or delete on public.content_translations
  for each row execute function private.queue_translation_purge();
create trigger content_translations_cdn_purge_update after update on public.content_translations
  for each row when (old.* is distinct from new.*) execute function private.queue_translation_purge();

-- Seats: an event with a capacity shows its seats left (and whether registration or the
-- waitlist is open) on its page and in the events list, so a registration made, cancelled or
-- deleted, and a waitlist offer made, claimed, expired or withdrawn, purge the event's tags.
-- An event without a capacity shows no count: nothing to purge.
create or replace function private.queue_seats_purge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event uuid := case when tg_op = 'DELETE' then old.event_id else new.event_id end;
begin
  if tg_table_name = 'event_waitlist'
     and not (tg_op <> 'INSERT' and old.status = 'offered')
     and not (tg_op <> 'DELETE' and new.status = 'offered') then
    return null; -- only an offer holds seats
  end if;
  if exists (select 1 from public.events e where e.id = v_event and e.max_capacity is not null) then
    perform private.queue_cdn_purge(private.row_purge_tags('events', v_event::text));
  end if;
  return null;
end;
$$;
revoke execute on function private.queue_seats_purge() from public, anon, authenticated;
create trigger event_registrations_cdn_purge after insert or delete on public.event_registrations
  for each row execute function private.queue_seats_purge();
create trigger event_registrations_cdn_purge_update after update of status, number_of_guests on public.event_registrations
  for each row when (old.status is distinct from new.status or old.number_of_guests is distinct from new.number_of_guests)
  execute function private.queue_seats_purge();
create trigger event_waitlist_cdn_purge after insert or delete on public.event_waitlist
  for each row execute function private.queue_seats_purge();
create trigger event_waitlist_cdn_purge_update after update of status, number_of_guests, offer_expires_at on public.event_waitlist
  for each row when (old.status is distinct from new.status or old.number_of_guests is distinct from new.number_of_guests
                     or old.offer_expires_at is distinct from new.offer_expires_at)
  execute function private.queue_seats_purge();

-- Time changes what is public with no write: a scheduled post or event going live, a job leaving
-- the site the day after its closing date, a photo of people leaving it the day after its release
-- expires (New Jersey time, as the policies read them). The notify drain runs this every minute:
-- it queues the tags of what came due since its last run and answers how many rows did.
create or replace function private.queue_content_come_due()
returns int
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_since timestamptz;
  v_tags text[];
begin
  select s.due_checked_at into v_since from private.cdn_purge_state s for update;
  select coalesce(array_agg(tag), array[]::text[]) into v_tags from (
    select unnest(private.row_purge_tags('blog_posts', p.id::text)) as tag from public.blog_posts p
      where p.published and p.publish_at > v_since and p.publish_at <= now()
    union all
    select unnest(private.row_purge_tags('events', e.id::text)) from public.events e
      where e.published and e.publish_at > v_since and e.publish_at <= now()
    union all
    select unnest(private.row_purge_tags('job_openings', j.id::text)) from public.job_openings j
      where j.published and j.closes_on is not null
        and ((j.closes_on + 1)::timestamp at time zone 'America/New_York') > v_since
        and ((j.closes_on + 1)::timestamp at time zone 'America/New_York') <= now()
    union all
    select unnest(private.row_purge_tags('media_assets', m.id::text)) from public.media_assets m
      where m.published and m.shows_people and m.release_withdrawn_at is null
        and m.release_expires_on is not null
        and ((m.release_expires_on + 1)::timestamp at time zone 'America/New_York') > v_since
        and ((m.release_expires_on + 1)::timestamp at time zone 'America/New_York') <= now()
  ) due;
  perform private.queue_cdn_purge(v_tags);
  update private.cdn_purge_state set due_checked_at = now();
  return cardinality(v_tags) / 2;
end;
$$;
revoke execute on function private.queue_content_come_due() from public, anon, authenticated;
grant execute on function private.queue_content_come_due() to service_role;
