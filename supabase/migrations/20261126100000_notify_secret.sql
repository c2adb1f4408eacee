-- The mail drain's job proves itself with a secret of notify's own instead of the service role
-- key. Supabase's new secret keys (sb_secret_…) are not JWTs, so a gateway checking JWTs
-- refuses them, and a key that bypasses row-level security has no business in a cron job's
-- headers. notify is deployed without the gateway's JWT check and compares the
-- x-notify-secret header with its NOTIFY_SECRET (supabase/functions/_shared/mail/notify-caller.ts);
-- the deploy sets the same value in the functions' secrets and in the Vault secret
-- `notify_secret` (step vault), which private.invoke_notify() reads at each run.
-- Replaces the function of 20261125040300_notify_schedule.sql; the job calling it is unchanged.

create or replace function private.invoke_notify()
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_url text;
  v_secret text;
begin
  select s.decrypted_secret into v_url from vault.decrypted_secrets s where s.name = 'notify_url';
  select s.decrypted_secret into v_secret from vault.decrypted_secrets s where s.name = 'notify_secret';
  if coalesce(v_url, '') = '' or coalesce(v_secret, '') = '' then
    raise exception 'invoke_notify: the Vault secrets notify_url and notify_secret must both be set (npm run deploy -- --from vault)';
  end if;
  -- The drain works for at most 30 s a call; wait for its answer, but not into the next run.
  return net.http_post(
    url := v_url,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', v_secret),
    timeout_milliseconds := 55000
  );
end;
$$;
revoke execute on function private.invoke_notify() from public, anon, authenticated;

-- The service role key the previous job read is no longer needed in Vault. Where Vault is
-- missing (a plain PostgreSQL without the shim's stand-in) or the migration's role may not
-- delete from it, the secret is left for the operator to delete in the dashboard.
do $$
begin
  if to_regclass('vault.secrets') is not null then
    begin
      delete from vault.secrets where name = 'notify_service_role_key';
    exception when insufficient_privilege then
      raise notice 'invoke_notify: could not delete the Vault secret notify_service_role_key; delete it in the dashboard (Integrations → Vault)';
    end;
  end if;
end
$$;
