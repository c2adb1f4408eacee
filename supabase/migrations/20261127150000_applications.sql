-- Job and volunteer applications (issue 35). A visitor applies through POST /api/applications,
-- which checks the CV's bytes, stores it in the private bucket `applications` with the service
-- key, and then calls private.submit_application() on its own (service) connection: nobody
-- inserts a row directly. Admins read and manage applications under RLS (is_admin(), which asks
-- for aal2 where two-step sign-in is set up); visitors and signed-in non-admins see nothing.
-- An applicant may withdraw (the CV is deleted at once); applications and their CVs are deleted
-- after APPLICATION_RETENTION_DAYS by the notify drain's retention.

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('job', 'general', 'volunteer')),
  job_id uuid references public.job_openings (id) on delete set null,
  volunteer_role_id uuid references public.volunteer_roles (id) on delete set null,
  -- the opening's title when applied for, so the list still names it if the opening is deleted
  job_title text check (length(job_title) <= 200),
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  email text not null check (length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text not null check (length(phone) <= 40),
  heard_about text not null check (length(heard_about) <= 100),
  availability text not null check (length(availability) <= 500),
  note text check (length(note) <= 2000),
  status text not null default 'new'
    check (status in ('new', 'reviewing', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn')),
  notes text not null default '' check (length(notes) <= 10000),
  cv_path text unique check (cv_path ~ '^[0-9a-f-]{36}\.(pdf|docx)$'),
  cv_type text check (cv_type in ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  constraint applications_job_only_for_jobs check (kind = 'job' or job_id is null),
  constraint applications_role_only_for_volunteers check (kind = 'volunteer' or volunteer_role_id is null),
  constraint applications_cv_typed check ((cv_path is null) = (cv_type is null)),
  constraint applications_no_cv_for_volunteers check (kind <> 'volunteer' or cv_path is null)
);
create index applications_created_at_idx on public.applications (created_at desc, id);
create index applications_job_idx on public.applications (job_id, created_at desc) where job_id is not null;
create index applications_volunteer_role_idx on public.applications (volunteer_role_id) where volunteer_role_id is not null;
create index applications_status_idx on public.applications (status, created_at desc);
-- One live application per person and opening (a withdrawn one does not count).
create unique index applications_one_per_job_key on public.applications (job_id, lower(email))
  where job_id is not null and withdrawn_at is null;

create trigger applications_set_updated_at
  before update on public.applications
  for each row execute function private.set_updated_at();

alter table public.applications enable row level security;

-- Admins read, change status and notes, and delete; nobody inserts but the service role.
grant select, update (status, notes), delete on public.applications to authenticated;
grant select, insert, update, delete on public.applications to service_role;

create policy applications_select_admin on public.applications
  for select to authenticated using ((select private.is_admin()));
create policy applications_update_admin on public.applications
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy applications_delete_admin on public.applications
  for delete to authenticated using ((select private.is_admin()));

-- Who is told of what: a recipient's topics (contact messages, careers, volunteering).
alter table public.notification_recipients
  add column topics text[] not null default '{contact}'
    check (topics <@ array['contact', 'careers', 'volunteering']::text[]);

create or replace function private.enqueue_contact_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.email_outbox (kind, recipient, reply_to, payload)
  select 'contact_notification', r.email, new.email, jsonb_build_object('contactId', new.id)
  from public.notification_recipients r
  where r.active and 'contact' = any (r.topics);
  return null;
end;
$$;

alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder', 'event_cancelled',
  'application_confirmation', 'application_notification'
));

-- The API's (service) call after the CV is stored: checks the opening and the role, refuses a
-- second live application for the same opening, inserts, and queues the applicant's
-- confirmation and the notice to the recipients of its topic (careers or volunteering).
-- Answers {"result": "created", "id"} or {"result": "job_not_found" | "job_closed" |
-- "role_not_found" | "duplicate"}.
create or replace function private.submit_application(
  p_kind text, p_job_id uuid, p_volunteer_role_id uuid, p_name text, p_email text, p_phone text,
  p_heard_about text, p_availability text, p_note text, p_cv_path text, p_cv_type text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_job public.job_openings;
  v_id uuid;
begin
  if p_kind = 'job' then
    select * into v_job from public.job_openings j where j.id = p_job_id;
    if not found or not v_job.published then
      return jsonb_build_object('result', 'job_not_found');
    end if;
    if v_job.closes_on is not null and v_job.closes_on < (now() at time zone 'America/New_York')::date then
      return jsonb_build_object('result', 'job_closed');
    end if;
  end if;
  if p_volunteer_role_id is not null
     and not exists (select 1 from public.volunteer_roles r where r.id = p_volunteer_role_id and r.published) then
    return jsonb_build_object('result', 'role_not_found');
  end if;
  begin
    insert into public.applications (kind, job_id, volunteer_role_id, job_title, name, email, phone, heard_about,
      availability, note, cv_path, cv_type)
    values (p_kind, p_job_id, p_volunteer_role_id, v_job.title, p_name, p_email, p_phone, p_heard_about,
      p_availability, nullif(btrim(p_note), ''), p_cv_path, p_cv_type)
    returning id into v_id;
  exception when unique_violation then
    return jsonb_build_object('result', 'duplicate');
  end;
  insert into public.email_outbox (kind, recipient, payload)
  values ('application_confirmation', p_email, jsonb_build_object('applicationId', v_id));
  insert into public.email_outbox (kind, recipient, reply_to, payload)
  select 'application_notification', r.email, p_email, jsonb_build_object('applicationId', v_id)
  from public.notification_recipients r
  where r.active and (case when p_kind = 'volunteer' then 'volunteering' else 'careers' end) = any (r.topics);
  return jsonb_build_object('result', 'created', 'id', v_id);
end;
$$;
revoke execute on function private.submit_application(text, uuid, uuid, text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function private.submit_application(text, uuid, uuid, text, text, text, text, text, text, text, text)
  to service_role;

-- The withdraw link's action (service): marks the application withdrawn and forgets its CV's
-- path, answering the path so the API deletes the file; null when there is nothing to withdraw
-- (unknown, or already withdrawn: the link is used up).
create or replace function private.withdraw_application(p_id uuid)
returns table (withdrawn boolean, cv_path text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_path text;
begin
  select a.cv_path into v_path from public.applications a where a.id = p_id and a.withdrawn_at is null for update;
  if not found then
    return query select false, null::text;
    return;
  end if;
  update public.applications a set status = 'withdrawn', withdrawn_at = now(), cv_path = null, cv_type = null
  where a.id = p_id;
  return query select true, v_path;
end;
$$;
revoke execute on function private.withdraw_application(uuid) from public, anon, authenticated;
grant execute on function private.withdraw_application(uuid) to service_role;

-- A CV's path for an admin, recorded in the audit trail: 'link' when a short-lived link is made,
-- 'download' when the file is fetched through it. Refuses non-admins (42501); no rows when the
-- application has no CV.
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
    'application', p_id::text, jsonb_build_object('name', v_app.name, 'email', v_app.email));
  return query select v_app.cv_path, v_app.cv_type, v_app.name;
end;
$$;
revoke execute on function public.application_cv(uuid, text) from public, anon;
grant execute on function public.application_cv(uuid, text) to authenticated, service_role;

-- The audit trail: a status change (withdrawals included), a deletion.
create or replace function private.audit_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_audit('application.deleted', 'application', old.id::text,
      jsonb_build_object('email', old.email, 'status', old.status));
  elsif old.status is distinct from new.status then
    perform private.write_audit('application.status_changed', 'application', new.id::text,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_application() from public, anon, authenticated;
create trigger applications_audit
  after update or delete on public.applications
  for each row execute function private.audit_application();

-- Retention (service): deletes applications older than p_days and answers their CVs' paths,
-- which the drain then deletes from Storage (any it misses are swept as orphans below).
create or replace function private.run_application_retention(p_days int)
returns setof text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_days is null or p_days < 1 then
    raise exception 'run_application_retention: p_days must be at least 1';
  end if;
  return query
    delete from public.applications a where a.created_at < now() - make_interval(days => p_days)
    returning a.cv_path;
end;
$$;
revoke execute on function private.run_application_retention(int) from public, anon, authenticated;
grant execute on function private.run_application_retention(int) to service_role;

-- Storage: a private bucket for CVs; only admins read, nobody else; writes only with the
-- service key (the API after its checks). No anon policy at all.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('applications', 'applications', false, 5242880,
  array['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);

create policy applications_objects_select_admin on storage.objects
  for select to authenticated
  using (bucket_id = 'applications' and (select private.is_admin()));

-- CVs no application holds (an upload whose application was refused, or a file a withdrawal or
-- the retention could not delete at once): the drain removes them an hour after upload.
create or replace function private.orphan_cv_objects(max_rows integer default 100)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'applications' and o.created_at < now() - interval '1 hour'
    and not exists (select 1 from public.applications a where a.cv_path = o.name)
  order by o.created_at
  limit max_rows
$$;
revoke execute on function private.orphan_cv_objects(integer) from public, anon, authenticated;
grant execute on function private.orphan_cv_objects(integer) to service_role;
