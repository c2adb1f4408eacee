-- Events grown up: a waitlist whose families are offered freed seats, check-in at the door and
-- the reminder mail's bookkeeping.
--
-- Seats: an offer holds its party's seats for 24 hours (or until registration closes), so a
-- family that is offered seats can always claim them while the offer lasts. Seats not available
-- = confirmed registrations (1 + guests each) + parties of unexpired offers. Every path that
-- takes seats (register_for_event, claim_waitlist_offer, offers) locks the event row first, so
-- they serialise per event and never oversell.
--
-- Waitlist entry states: waiting → offered → claimed | expired; waiting/offered → left (the
-- family's e-mail link) | removed (staff). Offers are made when seats free up: a cancellation
-- (trigger), a raised capacity (trigger), an offer that expired or was declined (the sweep
-- public.process_waitlist(), run by the mail drain every poll), or by staff.

alter table public.event_registrations
  add column checked_in_at timestamptz,
  add column reminder_queued_at timestamptz;

create table public.event_waitlist (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  attendee_name text not null check (length(attendee_name) <= 200 and btrim(attendee_name) <> ''),
  attendee_email text not null
    check (length(attendee_email) <= 320 and attendee_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  attendee_phone text check (length(attendee_phone) <= 40),
  number_of_guests int not null default 0 check (number_of_guests between 0 and 5),
  special_requests text check (length(special_requests) <= 2000),
  accommodations text check (length(accommodations) <= 2000),
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'claimed', 'expired', 'left', 'removed')),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  registration_id uuid references public.event_registrations (id) on delete set null,
  -- the queue's order: the clock, not the transaction's start (joins in one transaction stay ordered)
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now(),
  constraint event_waitlist_offer_has_expiry check (status <> 'offered' or offer_expires_at is not null)
);
-- Queue order per event, and the held-seat sum (status = 'offered').
create index event_waitlist_event_status_idx on public.event_waitlist (event_id, status, created_at, id);
create index event_waitlist_registration_idx on public.event_waitlist (registration_id);
-- One live entry per e-mail per event (a family that left may join again).
create unique index event_waitlist_one_live_entry_idx on public.event_waitlist (event_id, lower(attendee_email))
  where status in ('waiting', 'offered');

create trigger event_waitlist_set_updated_at
  before update on public.event_waitlist
  for each row execute function private.set_updated_at();

alter table public.event_waitlist enable row level security;
-- Written only by the functions below; admins read it (the door list).
grant select on public.event_waitlist to authenticated;
grant select, insert, update, delete on public.event_waitlist to service_role;

create policy event_waitlist_select_admin on public.event_waitlist
  for select to authenticated
  using ((select private.is_admin()));

alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder'
));

-- ---------------------------------------------------------------------------------------------
-- Shared pieces

-- The form's rules (SPEC §5), as {"result":"invalid",field,message}, or null when valid.
create or replace function private.registration_input_error(
  p_name text, p_email text, p_phone text, p_guests int, p_requests text, p_accommodations text
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when length(p_name) < 2 then jsonb_build_object('result', 'invalid', 'field', 'attendeeName',
      'message', 'Name must be at least 2 characters')
    when length(p_name) > 200 then jsonb_build_object('result', 'invalid', 'field', 'attendeeName',
      'message', 'Name must be at most 200 characters')
    when length(p_email) > 320 or p_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then jsonb_build_object('result', 'invalid',
      'field', 'attendeeEmail', 'message', 'Please enter a valid email address')
    when length(p_phone) > 40 then jsonb_build_object('result', 'invalid', 'field', 'attendeePhone',
      'message', 'Phone number must be at most 40 characters')
    when p_guests is null or p_guests < 0 then jsonb_build_object('result', 'invalid', 'field', 'numberOfGuests',
      'message', 'Number of guests cannot be negative')
    when p_guests > 5 then jsonb_build_object('result', 'invalid', 'field', 'numberOfGuests',
      'message', 'Maximum 5 guests allowed')
    when length(p_requests) > 2000 then jsonb_build_object('result', 'invalid', 'field', 'specialRequests',
      'message', 'Special requests must be at most 2000 characters')
    when length(p_accommodations) > 2000 then jsonb_build_object('result', 'invalid', 'field', 'accommodations',
      'message', 'Accommodations must be at most 2000 characters')
  end
$$;
revoke execute on function private.registration_input_error(text, text, text, int, text, text) from public;

-- Registration (and the waitlist) closes at the deadline, or when the event starts.
create or replace function private.registration_open(p_event public.events)
returns boolean
language sql
stable
set search_path = ''
as $$
  select now() < p_event.event_date
    and (p_event.registration_deadline is null or now() < p_event.registration_deadline)
$$;
revoke execute on function private.registration_open(public.events) from public;

-- Seats still free (null: no capacity): capacity − confirmed − held by unexpired offers,
-- not counting the hold of p_except (the offer being claimed).
create or replace function private.event_seats_free(p_event public.events, p_except uuid default null)
returns int
language sql
stable
set search_path = ''
as $$
  select case when p_event.max_capacity is null then null else greatest(0, p_event.max_capacity
    - coalesce((select sum(1 + r.number_of_guests) from public.event_registrations r
                where r.event_id = p_event.id and r.status = 'confirmed'), 0)
    - coalesce((select sum(1 + w.number_of_guests) from public.event_waitlist w
                where w.event_id = p_event.id and w.status = 'offered' and w.offer_expires_at > now()
                  and w.id is distinct from p_except), 0))::int end
$$;
revoke execute on function private.event_seats_free(public.events, uuid) from public;

-- Inserts a confirmed registration and queues its confirmation mail. Callers hold the event lock
-- and have checked the window and the seats.
create or replace function private.add_registration(
  p_event_id uuid, p_name text, p_email text, p_phone text, p_guests int, p_requests text, p_accommodations text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.event_registrations (
    event_id, attendee_name, attendee_email, attendee_phone, number_of_guests, special_requests, accommodations
  ) values (p_event_id, p_name, p_email, p_phone, p_guests, p_requests, p_accommodations)
  returning id into v_id;
  insert into public.email_outbox (kind, recipient, payload)
  values ('registration_confirmation', p_email, jsonb_build_object('registrationId', v_id));
  return v_id;
end;
$$;
revoke execute on function private.add_registration(uuid, text, text, text, int, text, text) from public;

-- Offers seats to one entry (caller holds the event lock): the hold starts now and the family
-- is mailed a claim link.
create or replace function private.make_offer(p_entry public.event_waitlist, p_event public.events)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.event_waitlist
  set status = 'offered', offered_at = now(),
      offer_expires_at = least(now() + interval '24 hours', coalesce(p_event.registration_deadline, p_event.event_date),
                               p_event.event_date)
  where id = p_entry.id;
  insert into public.email_outbox (kind, recipient, payload)
  values ('waitlist_offer', p_entry.attendee_email, jsonb_build_object('waitlistId', p_entry.id));
end;
$$;
revoke execute on function private.make_offer(public.event_waitlist, public.events) from public;

-- Expires lapsed offers, then offers the free seats to waiting families in order, skipping a
-- family whose party does not fit (it keeps its place). Returns the number of offers made.
create or replace function private.offer_waitlist_seats(p_event_id uuid)
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events%rowtype;
  v_free int;
  v_entry public.event_waitlist%rowtype;
  v_offers int := 0;
begin
  select * into v_event from public.events e where e.id = p_event_id for update;
  if not found then
    return 0;
  end if;
  update public.event_waitlist set status = 'expired'
  where event_id = p_event_id and status = 'offered' and offer_expires_at <= now();
  if not v_event.published or not private.registration_open(v_event) then
    return 0;
  end if;
  v_free := private.event_seats_free(v_event);
  for v_entry in
    select * from public.event_waitlist w
    where w.event_id = p_event_id and w.status = 'waiting'
    order by w.created_at, w.id
  loop
    exit when v_free is not null and v_free <= 0;
    if v_free is null or 1 + v_entry.number_of_guests <= v_free then
      perform private.make_offer(v_entry, v_event);
      v_free := v_free - (1 + v_entry.number_of_guests);
      v_offers := v_offers + 1;
    end if;
  end loop;
  return v_offers;
end;
$$;
revoke execute on function private.offer_waitlist_seats(uuid) from public;

-- Ends a live entry (the family leaves, or staff remove it); a released hold goes to the next family.
create or replace function private.end_waitlist_entry(p_waitlist_id uuid, p_status text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event_id uuid;
  v_entry public.event_waitlist%rowtype;
begin
  select w.event_id into v_event_id from public.event_waitlist w where w.id = p_waitlist_id;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  perform 1 from public.events e where e.id = v_event_id for update;
  select * into v_entry from public.event_waitlist w where w.id = p_waitlist_id for update;
  if v_entry.status = 'claimed' then
    return jsonb_build_object('result', 'claimed');
  elsif v_entry.status not in ('waiting', 'offered') then
    return jsonb_build_object('result', 'already_left');
  end if;
  update public.event_waitlist set status = p_status where id = p_waitlist_id;
  if v_entry.status = 'offered' then
    perform private.offer_waitlist_seats(v_event_id);
  end if;
  return jsonb_build_object('result', p_status, 'eventId', v_event_id);
end;
$$;
revoke execute on function private.end_waitlist_entry(uuid, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Seats and registration, now aware of held seats

-- Seats no visitor can take: confirmed registrations and unexpired offers.
create or replace function public.event_seats_taken(p_event_id uuid)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select coalesce((select sum(1 + r.number_of_guests) from public.event_registrations r
                     where r.event_id = e.id and r.status = 'confirmed'), 0)::int
         + coalesce((select sum(1 + w.number_of_guests) from public.event_waitlist w
                     where w.event_id = e.id and w.status = 'offered' and w.offer_expires_at > now()), 0)::int
    from public.events e
    where e.id = p_event_id and (e.published or (select private.is_admin()))
  ), 0)
$$;

-- Same answers as before (20261122000700); seats held by offers are not available.
create or replace function public.register_for_event(
  p_event_id uuid,
  p_attendee_name text,
  p_attendee_email text,
  p_attendee_phone text,
  p_number_of_guests int,
  p_special_requests text,
  p_accommodations text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events%rowtype;
  v_name text := btrim(coalesce(p_attendee_name, ''));
  v_email text := btrim(coalesce(p_attendee_email, ''));
  v_phone text := nullif(btrim(coalesce(p_attendee_phone, '')), '');
  v_requests text := nullif(btrim(coalesce(p_special_requests, '')), '');
  v_accommodations text := nullif(btrim(coalesce(p_accommodations, '')), '');
  v_invalid jsonb := private.registration_input_error(v_name, v_email, v_phone, p_number_of_guests, v_requests,
                                                       v_accommodations);
  v_left int;
  v_id uuid;
begin
  if v_invalid is not null then
    return v_invalid;
  end if;
  -- The row lock serialises everything that takes seats for one event.
  select * into v_event from public.events e where e.id = p_event_id and e.published for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  if not private.registration_open(v_event) then
    return jsonb_build_object('result', 'closed');
  end if;
  v_left := private.event_seats_free(v_event);
  if v_left is not null and 1 + p_number_of_guests > v_left then
    return jsonb_build_object('result', 'full', 'seatsLeft', v_left);
  end if;
  v_id := private.add_registration(v_event.id, v_name, v_email, v_phone, p_number_of_guests, v_requests,
                                   v_accommodations);
  return jsonb_build_object('result', 'registered', 'registrationId', v_id,
                            'seatsLeft', v_left - (1 + p_number_of_guests));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The waitlist

-- Anyone may join while registration is open and the party does not fit in the free seats.
-- Answers {"result":"joined",waitlistId,position} | not_found | closed | has_seats (seatsLeft)
-- | already_registered | duplicate (position) | invalid.
create or replace function public.join_waitlist(
  p_event_id uuid,
  p_attendee_name text,
  p_attendee_email text,
  p_attendee_phone text,
  p_number_of_guests int,
  p_special_requests text,
  p_accommodations text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events%rowtype;
  v_name text := btrim(coalesce(p_attendee_name, ''));
  v_email text := btrim(coalesce(p_attendee_email, ''));
  v_phone text := nullif(btrim(coalesce(p_attendee_phone, '')), '');
  v_requests text := nullif(btrim(coalesce(p_special_requests, '')), '');
  v_accommodations text := nullif(btrim(coalesce(p_accommodations, '')), '');
  v_invalid jsonb := private.registration_input_error(v_name, v_email, v_phone, p_number_of_guests, v_requests,
                                                       v_accommodations);
  v_left int;
  v_id uuid;
  v_position int;
begin
  if v_invalid is not null then
    return v_invalid;
  end if;
  select * into v_event from public.events e where e.id = p_event_id and e.published for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  if not private.registration_open(v_event) then
    return jsonb_build_object('result', 'closed');
  end if;
  v_left := private.event_seats_free(v_event);
  if v_left is null or 1 + p_number_of_guests <= v_left then
    return jsonb_build_object('result', 'has_seats', 'seatsLeft', v_left);
  end if;
  if exists (select 1 from public.event_registrations r where r.event_id = v_event.id and r.status = 'confirmed'
             and lower(r.attendee_email) = lower(v_email)) then
    return jsonb_build_object('result', 'already_registered');
  end if;
  select w.id into v_id from public.event_waitlist w
  where w.event_id = v_event.id and w.status in ('waiting', 'offered') and lower(w.attendee_email) = lower(v_email);
  if found then
    return jsonb_build_object('result', 'duplicate', 'position', private.waitlist_position(v_id));
  end if;
  insert into public.event_waitlist (
    event_id, attendee_name, attendee_email, attendee_phone, number_of_guests, special_requests, accommodations
  ) values (v_event.id, v_name, v_email, v_phone, p_number_of_guests, v_requests, v_accommodations)
  returning id into v_id;
  v_position := private.waitlist_position(v_id);
  insert into public.email_outbox (kind, recipient, payload)
  values ('waitlist_joined', v_email, jsonb_build_object('waitlistId', v_id, 'position', v_position));
  return jsonb_build_object('result', 'joined', 'waitlistId', v_id, 'position', v_position);
end;
$$;

-- 1-based place among the event's live entries (waiting or offered), in joining order.
create or replace function private.waitlist_position(p_waitlist_id uuid)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::int from public.event_waitlist w
  join public.event_waitlist me on me.id = p_waitlist_id and me.event_id = w.event_id
  where w.status in ('waiting', 'offered') and (w.created_at, w.id) <= (me.created_at, me.id)
$$;
revoke execute on function private.waitlist_position(uuid) from public;

revoke execute on function public.join_waitlist(uuid, text, text, text, int, text, text) from public;
grant execute on function public.join_waitlist(uuid, text, text, text, int, text, text)
  to anon, authenticated, service_role;

-- The claim link (API, privileged connection, after verifying the signed token). Answers
-- {"result":"claimed",registrationId} | already_claimed (registrationId) | not_found | gone
-- (left or removed) | expired | not_offered | closed | full.
create or replace function public.claim_waitlist_offer(p_waitlist_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events%rowtype;
  v_entry public.event_waitlist%rowtype;
  v_left int;
  v_id uuid;
begin
  select * into v_entry from public.event_waitlist w where w.id = p_waitlist_id;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  select * into v_event from public.events e where e.id = v_entry.event_id for update;
  select * into v_entry from public.event_waitlist w where w.id = p_waitlist_id for update;
  if v_entry.status = 'claimed' then
    return jsonb_build_object('result', 'already_claimed', 'registrationId', v_entry.registration_id);
  elsif v_entry.status in ('left', 'removed') then
    return jsonb_build_object('result', 'gone');
  elsif v_entry.status = 'expired' or (v_entry.status = 'offered' and v_entry.offer_expires_at <= now()) then
    perform private.offer_waitlist_seats(v_event.id);
    return jsonb_build_object('result', 'expired');
  elsif v_entry.status = 'waiting' then
    return jsonb_build_object('result', 'not_offered');
  elsif not v_event.published or not private.registration_open(v_event) then
    return jsonb_build_object('result', 'closed');
  end if;
  v_left := private.event_seats_free(v_event, v_entry.id);
  if v_left is not null and 1 + v_entry.number_of_guests > v_left then
    return jsonb_build_object('result', 'full', 'seatsLeft', v_left);
  end if;
  v_id := private.add_registration(v_event.id, v_entry.attendee_name, v_entry.attendee_email, v_entry.attendee_phone,
                                   v_entry.number_of_guests, v_entry.special_requests, v_entry.accommodations);
  update public.event_waitlist set status = 'claimed', registration_id = v_id where id = v_entry.id;
  return jsonb_build_object('result', 'claimed', 'registrationId', v_id);
end;
$$;
revoke execute on function public.claim_waitlist_offer(uuid) from public, anon, authenticated;
grant execute on function public.claim_waitlist_offer(uuid) to service_role;

-- The leave link of the waitlist mails (API, privileged connection, signed token verified).
create or replace function public.leave_waitlist(p_waitlist_id uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.end_waitlist_entry(p_waitlist_id, 'left')
$$;
revoke execute on function public.leave_waitlist(uuid) from public, anon, authenticated;
grant execute on function public.leave_waitlist(uuid) to service_role;

-- Expired offers pass on, and seats freed any other way reach waiting families: run by the
-- mail drain at every poll. Returns the number of offers made.
create or replace function public.process_waitlist()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event_id uuid;
  v_offers int := 0;
begin
  for v_event_id in
    select distinct w.event_id from public.event_waitlist w
    join public.events e on e.id = w.event_id
    where e.event_date > now()
      and (w.status = 'waiting' or (w.status = 'offered' and w.offer_expires_at <= now()))
  loop
    v_offers := v_offers + private.offer_waitlist_seats(v_event_id);
  end loop;
  return v_offers;
end;
$$;
revoke execute on function public.process_waitlist() from public, anon, authenticated;
grant execute on function public.process_waitlist() to service_role;

-- Seats freed by a cancellation (link or staff) or a raised capacity go to the waitlist at once.
create or replace function private.offer_seats_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- tg_argv[0]: the column holding the event's id
  perform private.offer_waitlist_seats((to_jsonb(new) ->> tg_argv[0])::uuid);
  return null;
end;
$$;
revoke execute on function private.offer_seats_after_change() from public;

create trigger event_registrations_offer_freed_seats
  after update of status on public.event_registrations
  for each row when (old.status = 'confirmed' and new.status = 'cancelled')
  execute function private.offer_seats_after_change('event_id');

create trigger events_offer_added_seats
  after update of max_capacity on public.events
  for each row when (new.max_capacity is null and old.max_capacity is not null
                     or new.max_capacity > old.max_capacity)
  execute function private.offer_seats_after_change('id');

-- ---------------------------------------------------------------------------------------------
-- Staff at the door (authenticated admins; the functions check, RLS-style, and refuse others)

create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'admin privileges required' using errcode = 'insufficient_privilege';
  end if;
end;
$$;
revoke execute on function private.require_admin() from public;

create or replace function public.staff_cancel_registration(p_registration_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return public.cancel_registration(p_registration_id);
end;
$$;
revoke execute on function public.staff_cancel_registration(uuid) from public, anon;
grant execute on function public.staff_cancel_registration(uuid) to authenticated, service_role;

-- Checks a confirmed registration in (or out). Answers {"result":"ok",checkedInAt} | not_found | cancelled.
create or replace function public.set_registration_check_in(p_registration_id uuid, p_checked_in boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reg public.event_registrations%rowtype;
begin
  perform private.require_admin();
  update public.event_registrations
  set checked_in_at = case when p_checked_in then coalesce(checked_in_at, now()) end
  where id = p_registration_id and status = 'confirmed'
  returning * into v_reg;
  if found then
    return jsonb_build_object('result', 'ok', 'checkedInAt', v_reg.checked_in_at);
  elsif exists (select 1 from public.event_registrations r where r.id = p_registration_id) then
    return jsonb_build_object('result', 'cancelled');
  end if;
  return jsonb_build_object('result', 'not_found');
end;
$$;
revoke execute on function public.set_registration_check_in(uuid, boolean) from public, anon;
grant execute on function public.set_registration_check_in(uuid, boolean) to authenticated, service_role;

-- Staff offer seats to one family (any order; also again after an offer expired), when its party
-- fits in the free seats. Answers offered | not_found | not_waiting | closed | full (seatsLeft).
create or replace function public.staff_offer_waitlist(p_waitlist_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events%rowtype;
  v_entry public.event_waitlist%rowtype;
  v_left int;
begin
  perform private.require_admin();
  select * into v_entry from public.event_waitlist w where w.id = p_waitlist_id;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  select * into v_event from public.events e where e.id = v_entry.event_id for update;
  select * into v_entry from public.event_waitlist w where w.id = p_waitlist_id for update;
  if v_entry.status not in ('waiting', 'expired') then
    return jsonb_build_object('result', 'not_waiting', 'status', v_entry.status);
  elsif not private.registration_open(v_event) then
    return jsonb_build_object('result', 'closed');
  end if;
  v_left := private.event_seats_free(v_event);
  if v_left is not null and 1 + v_entry.number_of_guests > v_left then
    return jsonb_build_object('result', 'full', 'seatsLeft', v_left);
  end if;
  perform private.make_offer(v_entry, v_event);
  return jsonb_build_object('result', 'offered');
end;
$$;
revoke execute on function public.staff_offer_waitlist(uuid) from public, anon;
grant execute on function public.staff_offer_waitlist(uuid) to authenticated, service_role;

create or replace function public.staff_remove_waitlist(p_waitlist_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.end_waitlist_entry(p_waitlist_id, 'removed');
end;
$$;
revoke execute on function public.staff_remove_waitlist(uuid) from public, anon;
grant execute on function public.staff_remove_waitlist(uuid) to authenticated, service_role;
