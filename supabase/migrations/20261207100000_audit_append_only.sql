-- An append-only, complete audit trail (issue 57 item 4, and item 8's "ids, not names").
--
-- 1. The role /api and notify are to connect as: api_runtime. It is neither a superuser nor a
--    member of postgres (audit_log's owner, which stays the migrations' role), so no
--    statement it sends can disable audit_log's triggers, and it holds no UPDATE, DELETE or
--    TRUNCATE on audit_log. What it may do is what /api does today: switch to anon or
--    authenticated per request (db/with-caller.ts), and on its own paths everything the
--    service role may (its grants are inherited; BYPASSRLS is not inherited, so it is set
--    here, as service_role has it). It is created without LOGIN: the deploy (or the local
--    stack) gives it a password and LOGIN, since a migration must not hold a secret.
-- 2. Retention has a floor of 365 days, enforced by the trigger itself: a DELETE passes only
--    inside private.run_audit_retention() (its switch counts only when the deleting role is
--    audit_log's owner, so setting app.audit_retention in a session opens nothing) and only for
--    entries older than 365 days, whatever days the call asks for.
-- 3. log_audit() takes a fixed list of actions, from /api's own role only (authenticated loses
--    it: an admin token can no longer write entries of its choosing); anything else is refused
--    with a clear message (22023).
-- 4. The events that were missing: password resets and wrong two-step codes
--    (private.record_account_event, from /api), staff cancellations of registrations,
--    check-ins, event cancellations (database), e-mails sent to applicants (log_audit, in the
--    transaction that queues the mail).
-- 5. Details hold ids, not names: the triggers stop copying e-mails, names, usernames, file
--    names and alt text, and the entries already written lose them (the only change this
--    migration makes to existing entries, done with the append-only trigger set aside for it).

-- ---- 1. the runtime role ----

do $$
begin
  if not exists (select from pg_roles where rolname = 'api_runtime') then
    create role api_runtime nologin noreplication bypassrls inherit;
  end if;
end
$$;
-- per request: set role anon / authenticated (their rights are a subset of service_role's)
grant anon, authenticated to api_runtime;
-- its own paths: the service role's grants
grant service_role to api_runtime;
grant usage on schema private to api_runtime;

-- ---- 2. append-only, with a retention floor ----

create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- the switch counts only for audit_log's owner (run_audit_retention() runs as it), and only
  -- for an entry past the floor of 365 days
  if tg_op = 'DELETE'
     and current_setting('app.audit_retention', true) = 'on'
     and current_user = (select pg_get_userbyid(c.relowner) from pg_class c where c.oid = tg_relid)
     and old.occurred_at < now() - interval '365 days' then
    return old;
  end if;
  raise exception 'the audit trail is append-only' using errcode = '42501';
end;
$$;

-- Removes entries older than p_days, never younger than 365 days (the notify drain calls it
-- with AUDIT_RETENTION_DAYS). Refuses a shorter retention instead of quietly using the floor.
create or replace function private.run_audit_retention(p_days int)
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_deleted int;
begin
  if p_days is null or p_days < 365 then
    raise exception 'run_audit_retention: entries are kept at least 365 days (asked: %)', p_days
      using errcode = '22023';
  end if;
  perform set_config('app.audit_retention', 'on', true);
  delete from public.audit_log where occurred_at < now() - make_interval(days => p_days);
  get diagnostics v_deleted = row_count;
  perform set_config('app.audit_retention', 'off', true);
  return v_deleted;
end;
$$;

-- ---- 3. log_audit: a fixed list of actions, /api's own role only ----

create or replace function public.log_audit(p_action text, p_record_type text, p_record_id text, p_details jsonb default '{}')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_action is null or p_action <> all (array[
    'export.csv',
    'mfa.enrolled', 'mfa.removed', 'mfa.reset', 'mfa.required', 'mfa.not_required',
    'content.published', 'content.unpublished', 'content.updated', 'content.deleted',
    'application.emailed'
  ]) then
    raise exception 'log_audit: "%" is not an action /api records (the database records the others itself)', p_action
      using errcode = '22023';
  end if;
  perform private.write_audit(p_action, p_record_type, p_record_id, p_details);
end;
$$;
revoke execute on function public.log_audit(text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.log_audit(text, text, text, jsonb) to service_role;

-- ---- 4. the missing events ----

-- What /api alone sees about an account: its password reset, a wrong two-step code. The
-- account is the actor (the request has no signed-in caller), the address /api's.
create or replace function private.record_account_event(p_action text, p_user_id uuid, p_address text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_action is null or p_action <> all (array['auth.password_reset', 'auth.two_step_failed']) then
    raise exception 'record_account_event: "%" is not an account event', p_action using errcode = '22023';
  end if;
  perform set_config('app.client_address', coalesce(left(p_address, 100), ''), true);
  perform private.write_audit(p_action, 'user', p_user_id::text, '{}', p_user_id);
end;
$$;
revoke execute on function private.record_account_event(text, uuid, text) from public, anon, authenticated;
grant execute on function private.record_account_event(text, uuid, text) to service_role;

-- A registration checked in or out at the door, or cancelled by staff (the family's own link
-- cancels as the service role, without a caller: not a staff action, not recorded).
create or replace function private.audit_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.checked_in_at is null and new.checked_in_at is not null then
    perform private.write_audit('registration.checked_in', 'event_registration', new.id::text,
      jsonb_build_object('eventId', new.event_id));
  elsif old.checked_in_at is not null and new.checked_in_at is null then
    perform private.write_audit('registration.check_in_undone', 'event_registration', new.id::text,
      jsonb_build_object('eventId', new.event_id));
  end if;
  -- an event's cancellation is recorded once, as the event's (below)
  if old.status = 'confirmed' and new.status = 'cancelled' and auth.uid() is not null
     and not exists (select 1 from public.events e where e.id = new.event_id and e.cancelled_at is not null) then
    perform private.write_audit('registration.cancelled', 'event_registration', new.id::text,
      jsonb_build_object('eventId', new.event_id));
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_registration() from public, anon, authenticated;
create trigger event_registrations_audit
  after update of checked_in_at, status on public.event_registrations
  for each row execute function private.audit_registration();

-- An event cancelled (staff_cancel_event sets cancelled_at; its registrations' cancellations
-- are the event's, recorded once here with how many there were).
create or replace function private.audit_event_cancelled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_audit('event.cancelled', 'events', new.id::text,
    jsonb_build_object('registrations', (select count(*)::int from public.event_registrations r
      where r.event_id = new.id and r.status = 'confirmed')));
  return null;
end;
$$;
revoke execute on function private.audit_event_cancelled() from public, anon, authenticated;
create trigger events_audit_cancelled
  after update of cancelled_at on public.events
  for each row when (old.cancelled_at is null and new.cancelled_at is not null)
  execute function private.audit_event_cancelled();

-- ---- 5. ids, not names ----

create or replace function private.audit_contact_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_audit('contact.deleted', 'contact_submission', old.id::text, jsonb_build_object('status', old.status));
  elsif old.status is distinct from new.status then
    perform private.write_audit('contact.status_changed', 'contact_submission', new.id::text,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;

create or replace function private.audit_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_audit('newsletter.deleted', 'newsletter_signup', old.id::text, '{}');
  return null;
end;
$$;

create or replace function private.audit_admin_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit('team.added', 'admin_user', new.user_id::text, jsonb_build_object('role', new.role));
  elsif tg_op = 'DELETE' then
    perform private.write_audit('team.removed', 'admin_user', old.user_id::text, jsonb_build_object('role', old.role));
    delete from auth.sessions s where s.user_id = old.user_id;
  elsif old.role is distinct from new.role then
    perform private.write_audit('team.role_changed', 'admin_user', new.user_id::text,
      jsonb_build_object('from', old.role, 'to', new.role));
    delete from auth.sessions s where s.user_id = new.user_id;
  end if;
  return null;
end;
$$;

-- Content keeps its title (a post's, a page's: public text), except a board member's, which is
-- a person's name.
create or replace function private.audit_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_id text := coalesce(v_row ->> 'id', v_row ->> 'page');
  v_title jsonb := case when tg_table_name = 'board_members' then '{}'::jsonb
    else jsonb_strip_nulls(jsonb_build_object('title', coalesce(v_row ->> 'title', v_row ->> 'name', v_row ->> 'slug'))) end;
  v_action text;
begin
  if tg_op = 'DELETE' then
    v_action := 'content.deleted';
  elsif tg_op = 'INSERT' then
    v_action := case when (v_new ->> 'published')::boolean then 'content.published' end;
  elsif v_new ? 'published' then
    if (v_old ->> 'published') is distinct from (v_new ->> 'published') then
      v_action := case when (v_new ->> 'published')::boolean then 'content.published' else 'content.unpublished' end;
    end if;
  else
    v_action := 'content.updated';
  end if;
  if v_action is not null then
    perform private.write_audit(v_action, tg_table_name, v_id, v_title);
  end if;
  return null;
end;
$$;

create or replace function private.audit_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'site_settings' then
    perform private.write_audit('settings.changed', 'site_settings', 'site', '{}');
  elsif tg_op = 'INSERT' then
    perform private.write_audit('settings.recipient_added', 'notification_recipient', new.id::text, '{}');
  elsif tg_op = 'DELETE' then
    perform private.write_audit('settings.recipient_removed', 'notification_recipient', old.id::text, '{}');
  else
    perform private.write_audit('settings.recipient_changed', 'notification_recipient', new.id::text,
      jsonb_build_object('active', new.active));
  end if;
  return null;
end;
$$;

create or replace function private.audit_receipt_resent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_audit('donation.receipt_resent', 'donation', new.payload ->> 'donationId', '{}');
  return null;
end;
$$;

create or replace function private.audit_media_asset()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_audit('media.deleted', 'media_asset', old.id::text, '{}');
  elsif old.release_withdrawn_at is null and new.release_withdrawn_at is not null then
    perform private.write_audit('media.consent_withdrawn', 'media_asset', new.id::text,
      jsonb_build_object('basis', new.release_basis));
  end if;
  return null;
end;
$$;

create or replace function private.audit_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_audit('application.deleted', 'application', old.id::text, jsonb_build_object('status', old.status));
  elsif old.status is distinct from new.status then
    perform private.write_audit('application.status_changed', 'application', new.id::text,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;

create or replace function public.application_cv(p_id uuid, p_event text)
returns table (cv_path text, cv_type text, name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_app public.applications;
begin
  if not (select private.is_admin()) then
    raise exception 'admins only' using errcode = 'insufficient_privilege';
  end if;
  if p_event not in ('link', 'download') then
    raise exception 'unknown CV event %', p_event using errcode = '22023';
  end if;
  select * into v_app from public.applications a where a.id = p_id;
  if not found or v_app.cv_path is null then
    return;
  end if;
  perform private.write_audit(
    case p_event when 'link' then 'application.cv_link' else 'application.cv_downloaded' end,
    'application', p_id::text, '{}');
  return query select v_app.cv_path, v_app.cv_type, v_app.name;
end;
$$;

-- The entries already written lose the names and e-mails they copied (data minimisation: the
-- record's id stays, the screen shows the record or "deleted"). The append-only trigger is set
-- aside for this one statement, by audit_log's owner, inside this migration's transaction.
alter table public.audit_log disable trigger audit_log_append_only;
update public.audit_log
set details = details - array['email', 'name', 'username', 'recipient', 'alt']
  - case when record_type in ('media_asset', 'board_members') then array['title'] else array[]::text[] end
where details ?| array['email', 'name', 'username', 'recipient', 'alt']
   or (record_type in ('media_asset', 'board_members') and details ? 'title');
alter table public.audit_log enable trigger audit_log_append_only;
