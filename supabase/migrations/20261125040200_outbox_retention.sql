-- Nothing sensitive is kept longer than needed (the notify drain calls run_retention()).
--
-- A scrubbed outbox row keeps what shows that a mail went out: id, kind, recipient, status,
-- attempts, created_at, sent_at and scrubbed_at. It loses what could be used or read: the
-- payload (a reset token, the ids behind signed links), the rendered subject and bodies
-- (which hold the links and what visitors wrote) and reply_to (a visitor's address).
--  * password resets: scrubbed as soon as they are sent (or given up), by the trigger below,
--    in the same statement that marks them so;
--  * other sent mail: scrubbed once sent longer ago than the retention period;
--  * failed mail: kept whole for inspection for the retention period after it was queued
--    (it is given up on NOTIFY_GIVE_UP_HOURS after that), then deleted;
--  * private.rate_limits: windows that have ended are deleted.

alter table public.email_outbox add column scrubbed_at timestamptz;

-- Sent rows still to scrub, oldest first.
create index email_outbox_unscrubbed_sent_idx on public.email_outbox (sent_at)
  where status = 'sent' and scrubbed_at is null;

-- Empties the secret-bearing columns of a row that is (being) scrubbed.
create or replace function private.scrub_email_outbox()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.payload := '{}';
  new.reply_to := null;
  new.subject := null;
  new.text_body := null;
  new.html_body := null;
  new.scrubbed_at := coalesce(new.scrubbed_at, now());
  return new;
end;
$$;
revoke execute on function private.scrub_email_outbox() from public, anon, authenticated;

create trigger email_outbox_scrub
  before insert or update on public.email_outbox
  for each row
  when (new.scrubbed_at is not null
        or (new.kind = 'password_reset' and new.status in ('sent', 'failed')))
  execute function private.scrub_email_outbox();

-- Password resets sent or given up before this migration.
update public.email_outbox set scrubbed_at = now()
where kind = 'password_reset' and status in ('sent', 'failed') and scrubbed_at is null;

-- Runs the retention rules above; returns what it did.
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

  return jsonb_build_object('scrubbedMails', v_scrubbed, 'deletedMails', v_deleted,
                            'deletedRateLimitWindows', v_windows);
end;
$$;
revoke execute on function private.run_retention(int) from public, anon, authenticated;
grant execute on function private.run_retention(int) to service_role;
