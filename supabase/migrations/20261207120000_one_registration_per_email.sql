-- One confirmed registration per (event, e-mail address), the address compared case-insensitively
-- (issue 57 item 7): a script rotating names could otherwise fill an event from one address, six
-- seats a request. The rule is the unique index below, so no path that writes a registration can
-- break it; register_for_event() and claim_waitlist_offer() check first and answer
-- 'already_registered', which /api turns into "This email address is already registered for this event."
--
-- Registrations made before this rule: the first confirmed one of each (event, address) stays as it
-- is; a later one from the same address is cancelled (the row kept, cancelled_at set), so the index
-- can be built. No mail is sent for them.

update public.event_registrations r
set status = 'cancelled', cancelled_at = now(), updated_at = now()
where r.status = 'confirmed'
  and exists (select 1 from public.event_registrations first
              where first.event_id = r.event_id and first.status = 'confirmed'
                and lower(first.attendee_email) = lower(r.attendee_email)
                and (first.created_at, first.id) < (r.created_at, r.id));

create unique index event_registrations_one_confirmed_per_email
  on public.event_registrations (event_id, lower(attendee_email)) where status = 'confirmed';

-- Whether the address already holds a confirmed registration for the event.
create function private.registered_for_event(p_event_id uuid, p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.event_registrations r
                 where r.event_id = p_event_id and r.status = 'confirmed' and lower(r.attendee_email) = lower(btrim(p_email)))
$$;
revoke execute on function private.registered_for_event(uuid, text) from public;

-- As in 20261125090100, with 'already_registered' after the event's lock (which serialises every
-- writer of the event's registrations, so the check and the insert see the same rows).
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
  select * into v_event from public.events e where e.id = p_event_id and e.published for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  if not private.registration_open(v_event) then
    return jsonb_build_object('result', 'closed');
  end if;
  if private.registered_for_event(v_event.id, v_email) then
    return jsonb_build_object('result', 'already_registered');
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

-- As in 20261125090100, and an offer to an address that registered meanwhile (the registration
-- form is open to it whenever seats are free) is not claimed: the entry ends as 'left', its held
-- seats pass to the next family, and the answer is 'already_registered'.
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
  elsif private.registered_for_event(v_event.id, v_entry.attendee_email) then
    update public.event_waitlist set status = 'left' where id = v_entry.id;
    perform private.offer_waitlist_seats(v_event.id);
    return jsonb_build_object('result', 'already_registered');
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
