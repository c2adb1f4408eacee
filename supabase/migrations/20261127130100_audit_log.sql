-- The audit trail (issue 34 item 2): an append-only record of who did what, when, to which
-- record and from which address, written by the database itself: triggers on the tables whose
-- changes matter and security definer functions the API calls for what only it sees (sign-ins,
-- CSV exports made in the browser). Nobody can change or delete an entry: no role has an
-- UPDATE or DELETE grant or policy, and a trigger refuses both (and TRUNCATE) for the owner
-- too; only private.run_audit_retention() removes entries older than AUDIT_RETENTION_DAYS.
--
-- The actor is the request's JWT (auth.uid() and its e-mail claim); the client address is the
-- transaction setting app.client_address, which /api sets per request (db/with-caller.ts) from
-- the address its proxies vouch for (http/client-address.ts).

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- no foreign key: an entry outlives the account it names
  actor_id uuid,
  actor_email text check (length(actor_email) <= 320),
  action text not null check (action ~ '^[a-z][a-z_]*\.[a-z][a-z_]*$' and length(action) <= 60),
  record_type text check (length(record_type) <= 63),
  record_id text check (length(record_id) <= 100),
  client_address text check (length(client_address) <= 100),
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object')
);
create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc, id desc);
create index audit_log_actor_idx on public.audit_log (actor_id, occurred_at desc);
create index audit_log_action_idx on public.audit_log (action, occurred_at desc);

-- ---- writing ----

-- Appends one entry; the actor defaults to the request's caller. Internal: triggers and the
-- functions below call it.
create or replace function private.write_audit(
  p_action text, p_record_type text, p_record_id text, p_details jsonb default '{}',
  p_actor_id uuid default null, p_actor_email text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor uuid := coalesce(p_actor_id, auth.uid());
  v_email text := coalesce(p_actor_email, nullif(auth.jwt() ->> 'email', ''));
begin
  if v_email is null and v_actor is not null then
    select u.email into v_email from auth.users u where u.id = v_actor;
  end if;
  insert into public.audit_log (actor_id, actor_email, action, record_type, record_id, client_address, details)
  values (v_actor, left(v_email, 320), p_action, p_record_type, left(p_record_id, 100),
          left(nullif(current_setting('app.client_address', true), ''), 100), coalesce(p_details, '{}'));
end;
$$;
revoke execute on function private.write_audit(text, text, text, jsonb, uuid, text) from public, anon, authenticated;
grant execute on function private.write_audit(text, text, text, jsonb, uuid, text) to service_role;

-- The hook for what the API (or later work, such as the second sign-in step) records itself:
--   select public.log_audit('mfa.enrolled', 'mfa_factor', factor_id::text, '{"friendlyName": "…"}');
-- Staff may record only their own actions, of the kinds below ('export.*' for CSV files made in
-- the browser, 'mfa.*' for second-step changes); the service role may record any action.
create or replace function public.log_audit(p_action text, p_record_type text, p_record_id text, p_details jsonb default '{}')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- the API's own connection (role none) and the service role are trusted; a security definer
  -- function keeps the caller's role setting, so this reads who called
  if coalesce(nullif(current_setting('role', true), ''), 'none') not in ('none', 'service_role') then
    if not (select private.is_admin()) then
      raise exception 'admins only' using errcode = 'insufficient_privilege';
    end if;
    if p_action !~ '^(export|mfa)\.' then
      raise exception 'this action is recorded by the database itself' using errcode = 'insufficient_privilege';
    end if;
  end if;
  perform private.write_audit(p_action, p_record_type, p_record_id, p_details);
end;
$$;
revoke execute on function public.log_audit(text, text, text, jsonb) from public, anon;
grant execute on function public.log_audit(text, text, text, jsonb) to authenticated, service_role;

-- A sign-in attempt, recorded by /api's login route (which alone sees it): success or failure,
-- the e-mail typed, the account when it exists, the address. A success also labels the new
-- session with its browser and address (auth.sessions, read by the sessions page).
create or replace function private.record_sign_in(
  p_email text, p_success boolean, p_user_id uuid, p_session_id uuid, p_address text, p_user_agent text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := p_user_id;
begin
  if v_user is null then
    select u.id into v_user from auth.users u where lower(u.email) = lower(p_email) and u.deleted_at is null limit 1;
  end if;
  perform set_config('app.client_address', coalesce(left(p_address, 100), ''), true);
  perform private.write_audit(
    case when p_success then 'auth.sign_in' else 'auth.sign_in_failed' end,
    'user', v_user::text, '{}', v_user, left(lower(p_email), 320));
  if p_success and p_session_id is not null then
    update auth.sessions s set user_agent = left(p_user_agent, 500)
    where s.id = p_session_id and s.user_id = v_user;
    begin
      update auth.sessions s set ip = p_address::inet where s.id = p_session_id and s.user_id = v_user;
    exception when invalid_text_representation then
      null; -- an address Postgres cannot read stays unset
    end;
  end if;
end;
$$;
revoke execute on function private.record_sign_in(text, boolean, uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function private.record_sign_in(text, boolean, uuid, uuid, text, text) to service_role;

-- ---- append-only ----

create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('app.audit_retention', true) = 'on' then
    return old;
  end if;
  raise exception 'the audit trail is append-only' using errcode = '42501';
end;
$$;
revoke execute on function private.refuse_audit_change() from public, anon, authenticated;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_change();

-- Removes entries older than p_days (the notify drain calls it with AUDIT_RETENTION_DAYS).
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
  if p_days is null or p_days < 1 then
    raise exception 'run_audit_retention: p_days must be at least 1';
  end if;
  perform set_config('app.audit_retention', 'on', true);
  delete from public.audit_log where occurred_at < now() - make_interval(days => p_days);
  get diagnostics v_deleted = row_count;
  perform set_config('app.audit_retention', 'off', true);
  return v_deleted;
end;
$$;
revoke execute on function private.run_audit_retention(int) from public, anon, authenticated;
grant execute on function private.run_audit_retention(int) to service_role;

alter table public.audit_log enable row level security;
grant select on public.audit_log to authenticated;
grant select, insert on public.audit_log to service_role;
create policy audit_log_select_super_admin on public.audit_log
  for select to authenticated using ((select private.is_super_admin()));

-- ---- what the triggers record ----

-- Contact messages: a status change, a deletion.
create or replace function private.audit_contact_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_audit('contact.deleted', 'contact_submission', old.id::text,
      jsonb_build_object('email', old.email, 'status', old.status));
  elsif old.status is distinct from new.status then
    perform private.write_audit('contact.status_changed', 'contact_submission', new.id::text,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;
create trigger contact_submissions_audit
  after update or delete on public.contact_submissions
  for each row execute function private.audit_contact_submission();

-- Newsletter sign-ups: a deletion.
create or replace function private.audit_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_audit('newsletter.deleted', 'newsletter_signup', old.id::text, jsonb_build_object('email', old.email));
  return null;
end;
$$;
create trigger newsletter_signups_audit
  after delete on public.newsletter_signups
  for each row execute function private.audit_newsletter_signup();

-- The team: added, role changed, removed. A removed member's or a changed role's sessions end
-- with the change (the person signs in again with what they now may do).
create or replace function private.audit_admin_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit('team.added', 'admin_user', new.user_id::text,
      jsonb_build_object('username', new.username, 'role', new.role));
  elsif tg_op = 'DELETE' then
    perform private.write_audit('team.removed', 'admin_user', old.user_id::text,
      jsonb_build_object('username', old.username, 'role', old.role));
    delete from auth.sessions s where s.user_id = old.user_id;
  elsif old.role is distinct from new.role then
    perform private.write_audit('team.role_changed', 'admin_user', new.user_id::text,
      jsonb_build_object('username', new.username, 'from', old.role, 'to', new.role));
    delete from auth.sessions s where s.user_id = new.user_id;
  end if;
  return null;
end;
$$;
create trigger admin_users_audit
  after insert or update or delete on public.admin_users
  for each row execute function private.audit_admin_user();

-- Published content: publish, unpublish, delete (an insert that is published at once counts as
-- publishing). The record id is the row's id, or a page document's page.
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
  v_title jsonb := jsonb_strip_nulls(jsonb_build_object('title', coalesce(v_row ->> 'title', v_row ->> 'name', v_row ->> 'slug')));
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
    v_action := 'content.updated'; -- page documents: always public, every change is published
  end if;
  if v_action is not null then
    perform private.write_audit(v_action, tg_table_name, v_id, v_title);
  end if;
  return null;
end;
$$;

-- Settings: notification recipients added, changed, removed; the site settings changed.
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
    perform private.write_audit('settings.recipient_added', 'notification_recipient', new.id::text, jsonb_build_object('email', new.email));
  elsif tg_op = 'DELETE' then
    perform private.write_audit('settings.recipient_removed', 'notification_recipient', old.id::text, jsonb_build_object('email', old.email));
  else
    perform private.write_audit('settings.recipient_changed', 'notification_recipient', new.id::text,
      jsonb_build_object('email', new.email, 'active', new.active));
  end if;
  return null;
end;
$$;
create trigger notification_recipients_audit
  after insert or update or delete on public.notification_recipients
  for each row execute function private.audit_settings();
create trigger site_settings_audit
  after update on public.site_settings
  for each row execute function private.audit_settings();

-- Donations: a receipt resent (resend_donation_receipt queues it marked resent); year-end
-- statements sent (one entry per press, with the year and how many were queued).
create or replace function private.audit_receipt_resent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.write_audit('donation.receipt_resent', 'donation', new.payload ->> 'donationId',
    jsonb_build_object('recipient', new.recipient));
  return null;
end;
$$;
create trigger email_outbox_audit_receipt_resent
  after insert on public.email_outbox
  for each row when (new.kind = 'donation_receipt' and new.payload ->> 'resent' = 'true')
  execute function private.audit_receipt_resent();

create or replace function private.audit_year_end_statements()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_year int;
  v_count int;
begin
  select min(a.year), count(*)::int into v_year, v_count from added a;
  if v_count > 0 then
    perform private.write_audit('donation.year_end_sent', 'year_end_statements', v_year::text,
      jsonb_build_object('year', v_year, 'statements', v_count));
  end if;
  return null;
end;
$$;
create trigger year_end_statements_audit
  after insert on public.year_end_statements
  referencing new table as added
  for each statement execute function private.audit_year_end_statements();

do $$
declare
  t text;
begin
  foreach t in array array['services', 'blog_posts', 'events', 'job_openings', 'volunteer_roles', 'faqs',
    'external_resources', 'locations', 'emergency_contacts', 'hero_slides', 'partners', 'accreditations',
    'board_members', 'page_documents']
  loop
    execute format('create trigger %1$s_audit after insert or update or delete on public.%1$I for each row execute function private.audit_content()', t);
  end loop;
end;
$$;

revoke execute on function private.audit_contact_submission(), private.audit_newsletter_signup(), private.audit_admin_user(),
  private.audit_content(), private.audit_settings(), private.audit_receipt_resent(), private.audit_year_end_statements()
  from public, anon, authenticated;
