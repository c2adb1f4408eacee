-- Atomic registration, cancellation and the public seat count.
-- Chosen interface for "seats taken": the function public.event_seats_taken(event_id)
-- (security definer), not a view, so anon never reads registrations themselves.

create or replace function public.event_seats_taken(p_event_id uuid)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(1 + r.number_of_guests), 0)::int
  from public.event_registrations r
  join public.events e on e.id = r.event_id
  where r.event_id = p_event_id
    and r.status = 'confirmed'
    and (e.published or (select private.is_admin()))
$$;
revoke execute on function public.event_seats_taken(uuid) from public;
grant execute on function public.event_seats_taken(uuid) to anon, authenticated, service_role;

-- Never raises for business outcomes; returns one of
--   {"result":"registered","registrationId":uuid,"seatsLeft":int|null}
--   {"result":"not_found"} | {"result":"closed"} | {"result":"full","seatsLeft":n}
--   {"result":"invalid","field":"attendeeName|attendeeEmail|...","message":"..."}
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
  v_taken int;
  v_left int;
  v_id uuid;
begin
  if length(v_name) < 2 then
    return jsonb_build_object('result', 'invalid', 'field', 'attendeeName',
      'message', 'Name must be at least 2 characters');
  elsif length(v_name) > 200 then
    return jsonb_build_object('result', 'invalid', 'field', 'attendeeName',
      'message', 'Name must be at most 200 characters');
  elsif length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return jsonb_build_object('result', 'invalid', 'field', 'attendeeEmail',
      'message', 'Please enter a valid email address');
  elsif length(v_phone) > 40 then
    return jsonb_build_object('result', 'invalid', 'field', 'attendeePhone',
      'message', 'Phone number must be at most 40 characters');
  elsif p_number_of_guests is null or p_number_of_guests < 0 then
    return jsonb_build_object('result', 'invalid', 'field', 'numberOfGuests',
      'message', 'Number of guests cannot be negative');
  elsif p_number_of_guests > 5 then
    return jsonb_build_object('result', 'invalid', 'field', 'numberOfGuests',
      'message', 'Maximum 5 guests allowed');
  elsif length(v_requests) > 2000 then
    return jsonb_build_object('result', 'invalid', 'field', 'specialRequests',
      'message', 'Special requests must be at most 2000 characters');
  elsif length(v_accommodations) > 2000 then
    return jsonb_build_object('result', 'invalid', 'field', 'accommodations',
      'message', 'Accommodations must be at most 2000 characters');
  end if;

  -- The row lock serialises registrations for one event; the seat count below runs
  -- after the lock is granted, so it sees every registration committed before us.
  select * into v_event from public.events e
  where e.id = p_event_id and e.published
  for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;

  if now() >= v_event.event_date
     or (v_event.registration_deadline is not null and now() >= v_event.registration_deadline) then
    return jsonb_build_object('result', 'closed');
  end if;

  if v_event.max_capacity is not null then
    select coalesce(sum(1 + r.number_of_guests), 0)::int into v_taken
    from public.event_registrations r
    where r.event_id = v_event.id and r.status = 'confirmed';
    v_left := greatest(v_event.max_capacity - v_taken, 0);
    if 1 + p_number_of_guests > v_left then
      return jsonb_build_object('result', 'full', 'seatsLeft', v_left);
    end if;
    v_left := v_left - (1 + p_number_of_guests);
  end if;

  insert into public.event_registrations (
    event_id, attendee_name, attendee_email, attendee_phone, number_of_guests,
    special_requests, accommodations
  ) values (
    v_event.id, v_name, v_email, v_phone, p_number_of_guests, v_requests, v_accommodations
  ) returning id into v_id;

  insert into public.email_outbox (kind, recipient, payload)
  values ('registration_confirmation', v_email, jsonb_build_object('registrationId', v_id));

  return jsonb_build_object('result', 'registered', 'registrationId', v_id, 'seatsLeft', v_left);
end;
$$;
revoke execute on function public.register_for_event(uuid, text, text, text, int, text, text) from public;
grant execute on function public.register_for_event(uuid, text, text, text, int, text, text)
  to anon, authenticated, service_role;

-- Called by the API (privileged connection) after it has verified the signed cancel link.
create or replace function public.cancel_registration(p_registration_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reg public.event_registrations%rowtype;
begin
  select * into v_reg from public.event_registrations r
  where r.id = p_registration_id
  for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  if v_reg.status = 'cancelled' then
    return jsonb_build_object('result', 'already_cancelled', 'eventId', v_reg.event_id);
  end if;
  update public.event_registrations
  set status = 'cancelled', cancelled_at = now()
  where id = v_reg.id;
  return jsonb_build_object('result', 'cancelled', 'eventId', v_reg.event_id);
end;
$$;
revoke execute on function public.cancel_registration(uuid) from public, anon, authenticated;
grant execute on function public.cancel_registration(uuid) to service_role;
