-- Reminder mails: every confirmed registration gets one reminder `p_hours` before its event
-- (REMINDER_HOURS, default 48), queued by the mail drain's schedule. A registration made inside
-- that window gets none (its confirmation is recent). reminder_queued_at makes it idempotent:
-- the update claims each row once, even with two drains running (the second re-checks the row
-- after the first's lock is released and skips it).
create or replace function public.queue_event_reminders(p_hours int)
returns int
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    update public.event_registrations r
    set reminder_queued_at = now()
    from public.events e
    where e.id = r.event_id
      and e.published
      and r.status = 'confirmed'
      and r.reminder_queued_at is null
      and e.event_date > now()
      and e.event_date <= now() + make_interval(hours => p_hours)
      and r.created_at < e.event_date - make_interval(hours => p_hours)
    returning r.id, r.attendee_email
  ), queued as (
    insert into public.email_outbox (kind, recipient, payload)
    select 'event_reminder', due.attendee_email, jsonb_build_object('registrationId', due.id) from due
    returning 1
  )
  select count(*)::int from queued
$$;
revoke execute on function public.queue_event_reminders(int) from public, anon, authenticated;
grant execute on function public.queue_event_reminders(int) to service_role;

-- The drain finds due reminders by event date.
create index event_registrations_reminder_due_idx on public.event_registrations (event_id)
  where status = 'confirmed' and reminder_queued_at is null;
