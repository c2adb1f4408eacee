-- Issue 32, item 3: scheduled publishing of posts and events, cancelled events, and the site's
-- rebuild when scheduled content goes live or a job's closing date passes.
--
-- publish_at: a published post or event is public only from this instant (null: at once). The
-- public read rule itself compares it with now(), so nothing shows early whatever asks.
-- cancelled_at: an event staff cancelled. It stays on the public site, marked cancelled, with
-- registration closed; its families were e-mailed (public.staff_cancel_event()).

alter table public.blog_posts add column publish_at timestamptz;
alter table public.events add column publish_at timestamptz, add column cancelled_at timestamptz;

-- The rebuild check looks for publish_at values that have just passed.
create index blog_posts_publish_at_idx on public.blog_posts (publish_at) where publish_at is not null;
create index events_publish_at_idx on public.events (publish_at) where publish_at is not null;

drop policy blog_posts_select_anon on public.blog_posts;
drop policy blog_posts_select_authenticated on public.blog_posts;
create policy blog_posts_select_anon on public.blog_posts
  for select to anon
  using (published and (publish_at is null or publish_at <= now()));
create policy blog_posts_select_authenticated on public.blog_posts
  for select to authenticated
  using ((published and (publish_at is null or publish_at <= now())) or (select private.is_admin()));

drop policy events_select_anon on public.events;
drop policy events_select_authenticated on public.events;
create policy events_select_anon on public.events
  for select to anon
  using (published and (publish_at is null or publish_at <= now()));
create policy events_select_authenticated on public.events
  for select to authenticated
  using ((published and (publish_at is null or publish_at <= now())) or (select private.is_admin()));

-- A scheduled post carries the day it goes live as its published date; otherwise, as before,
-- the first time it is published.
create or replace function private.stamp_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.publish_at is not null and new.publish_at > now() then
    new.published_at := new.publish_at;
  elsif new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_published_at() from public, anon, authenticated;

-- No registration or waitlist place for an event that is cancelled or not yet public.
create or replace function private.registration_open(p_event public.events)
returns boolean
language sql
stable
set search_path = ''
as $$
  select now() < p_event.event_date
    and (p_event.registration_deadline is null or now() < p_event.registration_deadline)
    and p_event.cancelled_at is null
    and (p_event.publish_at is null or p_event.publish_at <= now())
$$;
revoke execute on function private.registration_open(public.events) from public;

-- ---------------------------------------------------------------------------------------------
-- Deleting an event: an event families signed up for (registrations or waitlist entries, in any
-- state) is kept, and can be cancelled instead. Held for the API roles; the privileged
-- connection (tests' cleanup, the operator) may still delete.

create or replace function private.keep_events_with_families()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (exists (select 1 from public.event_registrations r where r.event_id = old.id)
          or exists (select 1 from public.event_waitlist w where w.event_id = old.id)) then
    raise exception 'event % has registrations', old.id
      using errcode = 'restrict_violation',
            hint = 'Cancel the event instead: its families are e-mailed.';
  end if;
  return old;
end;
$$;
revoke execute on function private.keep_events_with_families() from public, anon, authenticated;

create trigger events_keep_with_families
  before delete on public.events
  for each row execute function private.keep_events_with_families();

-- ---------------------------------------------------------------------------------------------
-- Cancelling an event

alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder', 'event_cancelled'
));

-- Marks an upcoming event cancelled, cancels its confirmed registrations and live waitlist
-- entries, and queues an e-mail to each of those families. The event is cancelled first, so
-- the freed seats are offered to no one (registration_open() is false for it).
-- Answers {"result":"cancelled",notified} | not_found | already_cancelled | past.
create or replace function public.staff_cancel_event(p_event_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events;
  v_notified int;
begin
  perform private.require_admin();
  select * into v_event from public.events e where e.id = p_event_id for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  elsif v_event.cancelled_at is not null then
    return jsonb_build_object('result', 'already_cancelled');
  elsif v_event.event_date <= now() then
    return jsonb_build_object('result', 'past');
  end if;

  update public.events set cancelled_at = now() where id = p_event_id;

  with registered as (
    update public.event_registrations r set status = 'cancelled', cancelled_at = now()
    where r.event_id = p_event_id and r.status = 'confirmed'
    returning r.attendee_email, r.attendee_name
  ), waiting as (
    update public.event_waitlist w set status = 'removed'
    where w.event_id = p_event_id and w.status in ('waiting', 'offered')
    returning w.attendee_email, w.attendee_name
  ), queued as (
    insert into public.email_outbox (kind, recipient, payload)
    select 'event_cancelled', f.attendee_email, jsonb_build_object('eventId', p_event_id, 'attendeeName', f.attendee_name)
    from (select * from registered union all select * from waiting) f
    returning 1
  )
  select count(*)::int into v_notified from queued;
  return jsonb_build_object('result', 'cancelled', 'notified', v_notified);
end;
$$;
revoke execute on function public.staff_cancel_event(uuid) from public, anon;
grant execute on function public.staff_cancel_event(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The rebuild when time changes what is public: a scheduled post or event going live, or a job
-- leaving the site the day after its closing date (New Jersey time). The notify drain (pg_cron,
-- every minute) calls private.note_content_come_due() and then the build hook if it is due
-- (supabase/functions/_shared/site/build-hook.ts).

alter table private.build_hook_state add column due_checked_at timestamptz not null default now();

-- Marks a rebuild pending when something came due since the last check; true when it did.
create or replace function private.note_content_come_due()
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_since timestamptz;
  v_due boolean;
begin
  select s.due_checked_at into v_since from private.build_hook_state s for update;
  v_due := exists (select 1 from public.blog_posts p
                   where p.published and p.publish_at > v_since and p.publish_at <= now())
    or exists (select 1 from public.events e
               where e.published and e.publish_at > v_since and e.publish_at <= now())
    or exists (select 1 from public.job_openings j
               where j.published and j.closes_on is not null
                 and ((j.closes_on + 1)::timestamp at time zone 'America/New_York') > v_since
                 and ((j.closes_on + 1)::timestamp at time zone 'America/New_York') <= now());
  update private.build_hook_state set pending = pending or v_due, due_checked_at = now();
  return v_due;
end;
$$;
revoke execute on function private.note_content_come_due() from public, anon, authenticated;
grant execute on function private.note_content_come_due() to service_role;
