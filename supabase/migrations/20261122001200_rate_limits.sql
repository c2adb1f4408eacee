-- Fixed-window rate limiting for the API (per IP, per account, …), used over the
-- privileged connection. Lives in `private`: never exposed, no API-role grants.

create table private.rate_limits (
  bucket text not null check (length(bucket) <= 100),
  key text not null check (length(key) <= 500),
  window_start timestamptz not null,
  hits int not null default 0 check (hits >= 0),
  primary key (bucket, key, window_start)
);
-- Housekeeping deletes old windows.
create index rate_limits_window_idx on private.rate_limits (window_start);

-- Counts one hit in the current window and returns true while the caller is within
-- max_hits. Also drops windows older than a day now and then.
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
  on conflict (bucket, key, window_start) do update set hits = rl.hits + 1
  returning rl.hits into v_hits;
  if random() < 0.01 then
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;
  return v_hits <= max_hits;
end;
$$;
revoke execute on function private.hit_rate_limit(text, text, int, int) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, text, int, int) to service_role;
grant select, insert, update, delete on private.rate_limits to service_role;
