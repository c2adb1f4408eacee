-- Event series (issue 61 item 1). Every date of a series is an event of its own (public.events),
-- so capacity, registration, the waitlist, reminders, the door list and cancellation work per date
-- with the functions that exist. A series is the recurrence that made its dates (kept as the admin
-- sent it, contract/series.ts recurrenceSchema, and as RFC 5545 writes it); an event names its
-- series and the date the rule made for it, which it keeps when staff move the event.
--
-- The series row holds no text a visitor reads (the title, description and place are its dates'),
-- so it needs no revisions, translations or purge triggers of its own: the public series answer is
-- cached under the events' tags, which every change of a date purges.

create table public.event_series (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  recurrence jsonb not null check (jsonb_typeof(recurrence) = 'object'),
  rrule text not null check (length(rrule) between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger event_series_set_updated_at
  before update on public.event_series
  for each row execute function private.set_updated_at();

alter table public.events
  add column series_id uuid references public.event_series (id) on delete set null,
  add column series_date date,
  -- a date of a series always knows which date of the rule it is
  add constraint events_series_date_check check (series_id is null or series_date is not null),
  -- one event per date of the rule (its leading column also indexes the foreign key)
  add constraint events_series_date_key unique (series_id, series_date);

alter table public.event_series enable row level security;
grant select on public.event_series to anon;
grant select, insert, update, delete on public.event_series to authenticated, service_role;

-- Visitors see a series once one of its dates is public.
create policy event_series_select_anon on public.event_series
  for select to anon
  using (exists (select 1 from public.events e where e.series_id = event_series.id
                 and e.published and (e.publish_at is null or e.publish_at <= now())));
create policy event_series_select_authenticated on public.event_series
  for select to authenticated
  using ((select private.is_admin())
         or exists (select 1 from public.events e where e.series_id = event_series.id
                    and e.published and (e.publish_at is null or e.publish_at <= now())));
create policy event_series_insert_admin on public.event_series
  for insert to authenticated with check ((select private.is_admin()));
create policy event_series_update_admin on public.event_series
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy event_series_delete_admin on public.event_series
  for delete to authenticated using ((select private.is_admin()));

-- One confirmation for a registration to several dates of a series (below).
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder', 'event_cancelled',
  'application_confirmation', 'application_notification', 'newsletter_confirmation', 'authenticator_added',
  'held_submission_confirmation', 'series_registration_confirmation'
));

-- A series registration the browser posted without the proof-of-work check is held as the other forms are.
alter table private.held_submissions drop constraint held_submissions_form_check;
alter table private.held_submissions add constraint held_submissions_form_check
  check (form in ('contact', 'registration', 'waitlist', 'application', 'series_registration'));

-- Registers one family for several dates of a series, all or nothing: each date through
-- register_for_event() (its checks, its seat count, its one-registration-per-address rule), in one
-- subtransaction that is undone when any date refuses. Answers
--   {result: 'registered', registrations: [{eventId, registrationId}]}   (one confirmation queued, naming every date)
--   {result: 'refused', full: [event ids], reason: 'full' | 'already_registered'}  (nothing stored)
--   {result: 'not_in_series'} (a chosen date is not a public date of this series), {result: 'no_dates'},
--   or register_for_event's {result: 'invalid', field, message}.
create function public.register_for_series(
  p_series_id uuid,
  p_event_ids uuid[],
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
  v_ids uuid[];
  v_id uuid;
  v_answer jsonb;
  v_stop jsonb;
  v_refused uuid[] := '{}';
  v_only_registered boolean := true;
  v_registrations jsonb := '[]';
  v_registration_ids text[] := '{}';
begin
  select array_agg(distinct x order by x) into v_ids from unnest(p_event_ids) x where x is not null;
  if v_ids is null then
    return jsonb_build_object('result', 'no_dates');
  end if;
  if exists (select 1 from unnest(v_ids) x
             where not exists (select 1 from public.events e
                               where e.id = x and e.series_id = p_series_id
                                 and e.published and (e.publish_at is null or e.publish_at <= now()))) then
    return jsonb_build_object('result', 'not_in_series');
  end if;
  -- every chosen date locked first, in id order: two families choosing overlapping dates wait for
  -- each other instead of deadlocking, and no date changes between its check and the others'
  perform 1 from public.events e where e.id = any(v_ids) order by e.id for update;
  begin
    foreach v_id in array v_ids loop
      v_answer := public.register_for_event(v_id, p_attendee_name, p_attendee_email, p_attendee_phone,
                                            p_number_of_guests, p_special_requests, p_accommodations, p_locale);
      case v_answer ->> 'result'
        when 'registered' then
          v_registrations := v_registrations
            || jsonb_build_object('eventId', v_id, 'registrationId', v_answer ->> 'registrationId');
          v_registration_ids := v_registration_ids || (v_answer ->> 'registrationId');
        when 'full', 'closed', 'not_found', 'already_registered' then
          v_refused := v_refused || v_id;
          v_only_registered := v_only_registered and v_answer ->> 'result' = 'already_registered';
        else
          -- invalid input is the same for every date: the first answer says it
          v_stop := v_answer;
          exit;
      end case;
    end loop;
    if v_stop is null and cardinality(v_refused) > 0 then
      v_stop := jsonb_build_object('result', 'refused', 'full', to_jsonb(v_refused),
                                   'reason', case when v_only_registered then 'already_registered' else 'full' end);
    end if;
    if v_stop is not null then
      -- undoes this block's registrations and their mails; the variables keep their values
      raise exception 'series registration refused' using errcode = 'P0001';
    end if;
  exception when raise_exception then
    if v_stop is null then
      raise;
    end if;
    return v_stop;
  end;
  -- one confirmation naming every date instead of one per date
  delete from public.email_outbox o
  where o.kind = 'registration_confirmation' and o.status = 'pending'
    and o.payload ->> 'registrationId' = any(v_registration_ids);
  insert into public.email_outbox (kind, recipient, payload)
  values ('series_registration_confirmation', btrim(p_attendee_email),
          jsonb_build_object('registrationIds', to_jsonb(v_registration_ids)));
  return jsonb_build_object('result', 'registered', 'registrations', v_registrations);
end;
$$;
revoke execute on function public.register_for_series(uuid, uuid[], text, text, text, int, text, text, text) from public;
grant execute on function public.register_for_series(uuid, uuid[], text, text, text, int, text, text, text)
  to anon, authenticated, service_role;
