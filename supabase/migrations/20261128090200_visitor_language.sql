-- Issue 36, item 5: e-mails in the visitor's language. Each thing a visitor sends from the site
-- remembers the language of the page it came from ('en' or 'es'); the mail drain renders every
-- e-mail to that person in it (supabase/functions/_shared/mail/templates). The API sets it from the
-- request's Accept-Language (a Spanish page sends 'es': src/lib/http.ts). Rows from before this
-- migration, and anything written without a language, are English.

alter table public.event_registrations add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.event_waitlist add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.contact_submissions add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.newsletter_signups add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.donations add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.donation_subscriptions add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.applications add column locale text not null default 'en' check (locale in ('en', 'es'));

-- Visitors insert contact messages themselves (column grants, 20261122000900): the language is
-- one more column they supply.
grant insert (locale) on public.contact_submissions to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Registration and the waitlist: a version of each function that also takes the language. It runs
-- the one before (same checks, same answers) and marks the row it created, in the same
-- transaction, so the confirmation the function queued is rendered in that language.

create function public.register_for_event(
  p_event_id uuid,
  p_attendee_name text,
  p_attendee_email text,
  p_attendee_phone text,
  p_number_of_guests int,
  p_special_requests text,
  p_accommodations text,
  p_locale text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_answer jsonb := public.register_for_event(p_event_id, p_attendee_name, p_attendee_email, p_attendee_phone,
                                              p_number_of_guests, p_special_requests, p_accommodations);
begin
  if v_answer ->> 'result' = 'registered' then
    update public.event_registrations set locale = p_locale where id = (v_answer ->> 'registrationId')::uuid;
  end if;
  return v_answer;
end;
$$;
revoke execute on function public.register_for_event(uuid, text, text, text, int, text, text, text) from public;
grant execute on function public.register_for_event(uuid, text, text, text, int, text, text, text)
  to anon, authenticated, service_role;

create function public.join_waitlist(
  p_event_id uuid,
  p_attendee_name text,
  p_attendee_email text,
  p_attendee_phone text,
  p_number_of_guests int,
  p_special_requests text,
  p_accommodations text,
  p_locale text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_answer jsonb := public.join_waitlist(p_event_id, p_attendee_name, p_attendee_email, p_attendee_phone,
                                         p_number_of_guests, p_special_requests, p_accommodations);
begin
  if v_answer ->> 'result' = 'joined' then
    update public.event_waitlist set locale = p_locale where id = (v_answer ->> 'waitlistId')::uuid;
  end if;
  return v_answer;
end;
$$;
revoke execute on function public.join_waitlist(uuid, text, text, text, int, text, text, text) from public;
grant execute on function public.join_waitlist(uuid, text, text, text, int, text, text, text)
  to anon, authenticated, service_role;

-- Claimed seats become a registration (claim_waitlist_offer()): it keeps the waitlist entry's
-- language. The registration's confirmation is queued in the same transaction and rendered later,
-- so marking the new row here is in time.
create function private.registration_keeps_waitlist_locale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.event_registrations set locale = new.locale where id = new.registration_id and locale <> new.locale;
  return null;
end;
$$;
revoke execute on function private.registration_keeps_waitlist_locale() from public, anon, authenticated;

create trigger event_waitlist_claim_keeps_locale
  after update of status, registration_id on public.event_waitlist
  for each row when (new.status = 'claimed' and new.registration_id is not null)
  execute function private.registration_keeps_waitlist_locale();

-- ---------------------------------------------------------------------------------------------
-- The newsletter: subscribe_newsletter(email, locale) is the function; the one-argument version
-- (20261122001000) keeps its signature and subscribes in English. A second sign-up of the same
-- address keeps the first one's language.

create function public.subscribe_newsletter(p_email text, p_locale text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := btrim(coalesce(p_email, ''));
begin
  if length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return jsonb_build_object('result', 'invalid', 'field', 'email',
      'message', 'Please enter a valid email address');
  end if;
  insert into public.newsletter_signups (email, locale) values (v_email, p_locale)
  on conflict ((lower(email))) do nothing;
  return jsonb_build_object('result', 'subscribed');
end;
$$;
revoke execute on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;

create or replace function public.subscribe_newsletter(p_email text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select public.subscribe_newsletter(p_email, 'en')
$$;

-- ---------------------------------------------------------------------------------------------
-- A cancelled event's notice goes to families that registered or waited in either language: the
-- outbox payload now carries each one's language. Otherwise as in 20261127110000.
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
    returning r.attendee_email, r.attendee_name, r.locale
  ), waiting as (
    update public.event_waitlist w set status = 'removed'
    where w.event_id = p_event_id and w.status in ('waiting', 'offered')
    returning w.attendee_email, w.attendee_name, w.locale
  ), queued as (
    insert into public.email_outbox (kind, recipient, payload)
    select 'event_cancelled', f.attendee_email,
      jsonb_build_object('eventId', p_event_id, 'attendeeName', f.attendee_name, 'locale', f.locale)
    from (select * from registered union all select * from waiting) f
    returning 1
  )
  select count(*)::int into v_notified from queued;
  return jsonb_build_object('result', 'cancelled', 'notified', v_notified);
end;
$$;
