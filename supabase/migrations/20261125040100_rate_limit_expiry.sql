-- Rate-limit windows are deleted once they are over, not kept for a day and pruned by chance.
-- Each row now says when its window ends (expires_at); hit_rate_limit() deletes the caller's
-- ended windows on every hit, and private.run_retention() (the notify drain's housekeeping,
-- 20261125040200) deletes everyone's. The API records hits only through this function.
--
-- The parameter names are part of the function's contract (named-argument calls), and
-- bucket/key collide with the table's columns: `on conflict (bucket, key, …)` raised 42702
-- in 20261122001200. Every column reference below is table-qualified or goes through the
-- primary key's name, and `#variable_conflict error` keeps any new ambiguity loud.

alter table private.rate_limits add column expires_at timestamptz;
-- Windows recorded before this migration did not say their length: give them the day the
-- old pruning kept them.
update private.rate_limits set expires_at = window_start + interval '1 day';
alter table private.rate_limits alter column expires_at set not null;
drop index if exists private.rate_limits_window_idx;
create index rate_limits_expires_idx on private.rate_limits (expires_at);

create or replace function private.hit_rate_limit(
  bucket text, key text, max_hits int, window_seconds int
)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict error
declare
  v_window timestamptz;
  v_hits int;
begin
  if window_seconds is null or window_seconds <= 0 or max_hits is null or max_hits < 0 then
    raise exception 'hit_rate_limit: window_seconds must be > 0 and max_hits >= 0';
  end if;
  v_window := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);

  delete from private.rate_limits as ended
  where ended.bucket = hit_rate_limit.bucket and ended.key = hit_rate_limit.key
    and ended.expires_at <= now();

  insert into private.rate_limits as rl (bucket, key, window_start, expires_at, hits)
  values (hit_rate_limit.bucket, hit_rate_limit.key, v_window,
          v_window + make_interval(secs => hit_rate_limit.window_seconds), 1)
  on conflict on constraint rate_limits_pkey do update set hits = rl.hits + 1
  returning rl.hits into v_hits;
  return v_hits <= max_hits;
end;
$$;
revoke execute on function private.hit_rate_limit(text, text, int, int) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, text, int, int) to service_role;
