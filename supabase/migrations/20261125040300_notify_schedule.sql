-- The mail drain, scheduled as code. On Supabase, pg_cron runs private.invoke_notify() every
-- minute, which POSTs to the notify function through pg_net with the function's URL and the
-- service role key read from Vault at each run (secrets `notify_url` and
-- `notify_service_role_key`, created by the deploy). Where pg_cron or pg_net is not
-- available (the local stack and the tests, whose notify function polls by itself) nothing
-- is scheduled. Re-running this file replaces the jobs by name.

-- What the job runs. plpgsql resolves vault and net only when the function runs, so it is
-- created everywhere, and the tests run it against stand-ins of both.
create or replace function private.invoke_notify()
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  select s.decrypted_secret into v_url from vault.decrypted_secrets s where s.name = 'notify_url';
  select s.decrypted_secret into v_key from vault.decrypted_secrets s where s.name = 'notify_service_role_key';
  if coalesce(v_url, '') = '' or coalesce(v_key, '') = '' then
    raise exception 'invoke_notify: the Vault secrets notify_url and notify_service_role_key must both be set';
  end if;
  -- The drain works for at most 30 s a call; wait for its answer, but not into the next run.
  return net.http_post(
    url := v_url,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    timeout_milliseconds := 55000
  );
end;
$$;
revoke execute on function private.invoke_notify() from public, anon, authenticated;

do $$
begin
  if (select count(*) from pg_catalog.pg_available_extensions where name in ('pg_cron', 'pg_net')) = 2 then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null
     and to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null then
    -- cron.schedule(name, …) updates the job of that name if it exists (pg_cron 1.3+)
    perform cron.schedule('notify-outbox', '* * * * *', 'select private.invoke_notify()');
    -- pg_cron keeps a row per run (1,440 a day here) until someone deletes it
    perform cron.schedule('purge-cron-run-details', '17 3 * * *',
      $job$delete from cron.job_run_details where end_time < now() - interval '7 days'$job$);
  end if;
end
$$;
