-- The scheduler's heartbeat (issue 58). pg_cron → pg_net → notify carries all mail, reminders,
-- waitlist offers, the retention rules, orphan sweeps and scheduled publishing; until now nothing
-- said when that chain stopped. notify records when its last drain and its last retention run
-- finished (private.record_heartbeat, service_role only); /api/health reads their ages through
-- public.scheduler_heartbeat() and turns `degraded` when one is late; the deploy's smoke step
-- (scripts/deploy/smoke.ts) waits for a fresh drain and, when none comes, reads cron.job,
-- cron.job_run_details and net._http_response for the request id pg_cron's job last made,
-- which private.invoke_notify() now records here.

create table private.scheduler_heartbeat (
  id boolean primary key default true check (id), -- one row
  drain_at timestamptz,           -- notify's last drain finished
  retention_at timestamptz,       -- notify's last retention run finished (the 30/400/730-day rules, audit, applications)
  notify_request_id bigint,       -- pg_net's id of pg_cron's last call to notify (net._http_response.id)
  notify_requested_at timestamptz
);
comment on table private.scheduler_heartbeat is 'When notify last drained and ran the retention, and pg_net''s id of the job''s last call (issue 58)';
alter table private.scheduler_heartbeat enable row level security;
revoke all on private.scheduler_heartbeat from public, anon, authenticated;
grant select, insert, update, delete on private.scheduler_heartbeat to service_role;
insert into private.scheduler_heartbeat (id) values (true);

-- notify's writer: 'drain' after each drain, 'retention' after each retention run.
create function private.record_heartbeat(p_kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_kind = 'drain' then
    update private.scheduler_heartbeat set drain_at = now();
  elsif p_kind = 'retention' then
    update private.scheduler_heartbeat set retention_at = now();
  else
    raise exception using errcode = '22023', message = format('record_heartbeat: unknown kind %L (drain or retention)', p_kind);
  end if;
end;
$$;
revoke execute on function private.record_heartbeat(text) from public, anon, authenticated;
grant execute on function private.record_heartbeat(text) to service_role;

-- /api/health's reader (public, as the health report is): the two times and their ages in
-- seconds by the database's clock, so the function's clock does not matter.
create function public.scheduler_heartbeat()
returns table (drain_at timestamptz, drain_age_seconds double precision, retention_at timestamptz, retention_age_seconds double precision)
language sql
stable
security definer
set search_path = ''
as $$
  select h.drain_at, extract(epoch from now() - h.drain_at)::double precision,
         h.retention_at, extract(epoch from now() - h.retention_at)::double precision
  from private.scheduler_heartbeat h
$$;
revoke execute on function public.scheduler_heartbeat() from public;
grant execute on function public.scheduler_heartbeat() to anon, authenticated, service_role;

-- pg_cron's job: as 20261126100000_notify_secret.sql, and it notes pg_net's request id, so the
-- smoke step reads the answer of exactly this call in net._http_response.
create or replace function private.invoke_notify()
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_url text;
  v_secret text;
  v_request bigint;
begin
  select s.decrypted_secret into v_url from vault.decrypted_secrets s where s.name = 'notify_url';
  select s.decrypted_secret into v_secret from vault.decrypted_secrets s where s.name = 'notify_secret';
  if coalesce(v_url, '') = '' or coalesce(v_secret, '') = '' then
    raise exception 'invoke_notify: the Vault secrets notify_url and notify_secret must both be set (npm run deploy -- --from vault)';
  end if;
  -- The drain works for at most 30 s a call; wait for its answer, but not into the next run.
  v_request := net.http_post(
    url := v_url,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', v_secret),
    timeout_milliseconds := 55000
  );
  update private.scheduler_heartbeat set notify_request_id = v_request, notify_requested_at = now();
  return v_request;
end;
$$;
revoke execute on function private.invoke_notify() from public, anon, authenticated;
