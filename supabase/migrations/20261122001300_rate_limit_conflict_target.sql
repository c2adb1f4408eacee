-- Fix for 20261122001200: inside hit_rate_limit the conflict target (bucket, key, …) was
-- ambiguous with the parameters of the same names (the contract fixes those names), so
-- every call failed. Name the primary key constraint instead.

create or replace function private.hit_rate_limit(
  bucket text, key text, max_hits int, window_seconds int
)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_window timestamptz;
  v_hits int;
begin
  if window_seconds is null or window_seconds <= 0 or max_hits is null or max_hits < 0 then
    raise exception 'hit_rate_limit: window_seconds must be > 0 and max_hits >= 0';
  end if;
  v_window := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  insert into private.rate_limits as rl (bucket, key, window_start, hits)
  values (hit_rate_limit.bucket, hit_rate_limit.key, v_window, 1)
  on conflict on constraint rate_limits_pkey do update set hits = rl.hits + 1
  returning rl.hits into v_hits;
  if random() < 0.01 then
    delete from private.rate_limits as old where old.window_start < now() - interval '1 day';
  end if;
  return v_hits <= max_hits;
end;
$$;
