-- Newsletter double opt-in (issue 57 item 7): a sign-up is pending until its address confirms it
-- through the link mailed to it; only confirmed addresses are on the list (/api's list, counts).
-- A pending sign-up that is not confirmed within 7 days is deleted by the retention job. The
-- answer to the visitor is the same whether the address was new, pending or already confirmed, so
-- the form never tells anyone who is subscribed.
--
-- Addresses signed up before this migration gave their consent under the old form: they stay on
-- the list, confirmed at their sign-up time.

alter table public.newsletter_signups
  add column confirmed_at timestamptz,
  add column confirmation_sent_at timestamptz;
update public.newsletter_signups set confirmed_at = created_at;

-- The confirmation mail's kind (the list as in 20261127150000, plus newsletter_confirmation).
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder', 'event_cancelled',
  'application_confirmation', 'application_notification', 'newsletter_confirmation'
));

-- The retention job's sweep of pending sign-ups.
create index newsletter_signups_pending_idx on public.newsletter_signups (created_at) where confirmed_at is null;

-- How long a confirmation link holds, and the least time between two confirmation mails to one
-- address (a script repeating the form cannot flood an inbox).
create function private.newsletter_confirmation_days() returns int language sql immutable set search_path = '' as $$ select 7 $$;
revoke execute on function private.newsletter_confirmation_days() from public;

-- subscribe_newsletter(email, locale): a new address is stored pending and mailed its
-- confirmation link (outbox kind newsletter_confirmation); a pending one is mailed again at most
-- once an hour; a confirmed one is left as it is. Answers 'subscribed' in every case, 'invalid'
-- for an address that is not one.
create or replace function public.subscribe_newsletter(p_email text, p_locale text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := btrim(coalesce(p_email, ''));
  v_row public.newsletter_signups%rowtype;
begin
  if length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return jsonb_build_object('result', 'invalid', 'field', 'email',
      'message', 'Please enter a valid email address');
  end if;
  insert into public.newsletter_signups (email, locale) values (v_email, p_locale)
  on conflict ((lower(email))) do nothing;
  select * into v_row from public.newsletter_signups s where lower(s.email) = lower(v_email) for update;
  if v_row.confirmed_at is null
     and (v_row.confirmation_sent_at is null or v_row.confirmation_sent_at < now() - interval '1 hour') then
    update public.newsletter_signups set confirmation_sent_at = now() where id = v_row.id;
    insert into public.email_outbox (kind, recipient, payload)
    values ('newsletter_confirmation', v_row.email, jsonb_build_object('signupId', v_row.id));
  end if;
  return jsonb_build_object('result', 'subscribed');
end;
$$;

-- The confirmation link (API, privileged connection, after verifying the signed token naming the
-- lower-cased address). Answers {"result":"confirmed"} | already_confirmed | not_found (expired
-- and deleted, unsubscribed, or never signed up).
create function public.confirm_newsletter(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.newsletter_signups%rowtype;
begin
  select * into v_row from public.newsletter_signups s where lower(s.email) = lower(btrim(p_email)) for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  elsif v_row.confirmed_at is not null then
    return jsonb_build_object('result', 'already_confirmed');
  end if;
  update public.newsletter_signups set confirmed_at = now() where id = v_row.id;
  return jsonb_build_object('result', 'confirmed');
end;
$$;
revoke execute on function public.confirm_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter(text) to service_role;

-- As in 20261125040200, and pending sign-ups older than their link are deleted.
create or replace function private.run_retention(outbox_retention_days int)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_cutoff timestamptz;
  v_scrubbed int;
  v_deleted int;
  v_windows int;
  v_pending int;
begin
  if outbox_retention_days is null or outbox_retention_days < 1 then
    raise exception 'run_retention: outbox_retention_days must be at least 1';
  end if;
  v_cutoff := now() - make_interval(days => outbox_retention_days);

  update public.email_outbox set scrubbed_at = now()
  where status = 'sent' and scrubbed_at is null and sent_at < v_cutoff;
  get diagnostics v_scrubbed = row_count;

  delete from public.email_outbox where status = 'failed' and created_at < v_cutoff;
  get diagnostics v_deleted = row_count;

  delete from private.rate_limits where expires_at <= now();
  get diagnostics v_windows = row_count;

  delete from public.newsletter_signups
  where confirmed_at is null and created_at < now() - make_interval(days => private.newsletter_confirmation_days());
  get diagnostics v_pending = row_count;

  return jsonb_build_object('scrubbedMails', v_scrubbed, 'deletedMails', v_deleted,
                            'deletedRateLimitWindows', v_windows, 'deletedPendingSignups', v_pending);
end;
$$;
