-- The retention as a registry (issue 59): private.run_retention() (the notify drain's housekeeping,
-- service_role) was restated whole by every feature that kept something for a time
-- (20261125040200, 20261207120100, 20261209100000). Now each table's retention is a function of
-- its own, listed in private.retention_steps, and run_retention() runs every listed step and
-- answers the union of their counts. A later feature adds its own retention with a function and
-- one row here, without rewriting the others'.
--
-- A step: a function in private taking the drain's OUTBOX_RETENTION_DAYS (`outbox_retention_days
-- int`, already checked to be at least 1; the outbox's step uses it, the others keep their own
-- fixed periods) and answering jsonb of counts under names no other step uses (the drain's
-- RetentionResult, supabase/functions/_shared/db/retention.ts). Security invoker like
-- run_retention(): it runs with the service role's rights, so its table grants are the ones the
-- deletes already needed; execute is the service role's only.
--
-- What each step does is unchanged from 20261209100000's run_retention().

create table private.retention_steps (
  step regprocedure primary key,
  -- the migration that added the step (where its rule is explained)
  added_by text not null check (added_by ~ '^[0-9]{14}_[a-z0-9_]+$')
);
comment on table private.retention_steps is
  'Retention steps private.run_retention() runs: functions (outbox_retention_days int) returning jsonb counts (migration 20261210200000).';
revoke all on private.retention_steps from public, anon, authenticated;
grant select on private.retention_steps to service_role;

-- Each step is one statement: its deletes (and the outbox's scrub) in data-modifying WITH
-- clauses, counted.

-- The outbox: sent mail scrubbed, failed mail deleted, once older than the given days (20261125040200).
create function private.retain_email_outbox(outbox_retention_days int)
returns jsonb language sql volatile set search_path = '' as $$
  with cutoff as (select now() - make_interval(days => outbox_retention_days) as at),
  scrubbed as (
    update public.email_outbox set scrubbed_at = now()
    where status = 'sent' and scrubbed_at is null and sent_at < (select at from cutoff) returning 1),
  deleted as (
    delete from public.email_outbox where status = 'failed' and created_at < (select at from cutoff) returning 1)
  select jsonb_build_object('scrubbedMails', (select count(*) from scrubbed), 'deletedMails', (select count(*) from deleted))
$$;

-- Rate-limit windows that have ended (20261125040100).
create function private.retain_rate_limits(outbox_retention_days int)
returns jsonb language sql volatile set search_path = '' as $$
  with deleted as (delete from private.rate_limits where expires_at <= now() returning 1)
  select jsonb_build_object('deletedRateLimitWindows', count(*)) from deleted
$$;

-- Newsletter sign-ups left unconfirmed past their link's days (20261207120100).
create function private.retain_pending_signups(outbox_retention_days int)
returns jsonb language sql volatile set search_path = '' as $$
  with deleted as (
    delete from public.newsletter_signups
    where confirmed_at is null and created_at < now() - make_interval(days => private.newsletter_confirmation_days())
    returning 1)
  select jsonb_build_object('deletedPendingSignups', count(*)) from deleted
$$;

-- What people searched for, after 13 months by New Jersey's calendar (20261209100000).
create function private.retain_site_searches(outbox_retention_days int)
returns jsonb language sql volatile set search_path = '' as $$
  with deleted as (
    delete from private.site_searches where searched_on < (now() at time zone 'America/New_York')::date - interval '13 months'
    returning 1)
  select jsonb_build_object('deletedSearches', count(*)) from deleted
$$;

insert into private.retention_steps (step, added_by) values
  ('private.retain_email_outbox(int)', '20261125040200_outbox_retention'),
  ('private.retain_rate_limits(int)', '20261125040100_rate_limit_expiry'),
  ('private.retain_pending_signups(int)', '20261207120100_newsletter_double_opt_in'),
  ('private.retain_site_searches(int)', '20261209100000_site_search');

revoke execute on function private.retain_email_outbox(int), private.retain_rate_limits(int),
  private.retain_pending_signups(int), private.retain_site_searches(int) from public, anon, authenticated;
grant execute on function private.retain_email_outbox(int), private.retain_rate_limits(int),
  private.retain_pending_signups(int), private.retain_site_searches(int) to service_role;

-- Every listed step, in the order of their names; a step's failure fails the whole run (as before).
create or replace function private.run_retention(outbox_retention_days int)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_step regprocedure;
  v_counts jsonb;
  v_result jsonb := '{}';
begin
  if outbox_retention_days is null or outbox_retention_days < 1 then
    raise exception 'run_retention: outbox_retention_days must be at least 1';
  end if;

  for v_step in select step from private.retention_steps order by step::text loop
    execute format('select %s($1)', v_step::oid::regproc) using outbox_retention_days into v_counts;
    v_result := v_result || v_counts;
  end loop;
  return v_result;
end;
$$;
