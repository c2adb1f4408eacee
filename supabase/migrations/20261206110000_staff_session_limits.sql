-- Staff sessions end on the server (issue 57 item 3): a session unused for 30 minutes, or
-- signed in 12 hours ago, is refused by /api and deleted, in both auth modes; and "Your
-- Sessions" keeps the browser and address of the sign-in.
--
-- Why a table of our own: GoTrue rewrites auth.sessions.user_agent and ip with the caller of
-- every token refresh (supabase/auth internal/tokens/service.go, UpdateOnlyRefreshInfo), and
-- that caller is /api (the edge function), not the browser; and GoTrue records activity only
-- when a session refreshes (refreshed_at, about once an access token's lifetime), while /api
-- sees every request. So /api records the browser and address at sign-in
-- (private.record_sign_in) and the last request of each session (private.keep_session) here.
-- A row goes with its session (on delete cascade): ending a session (migration
-- 20261127130200) needs nothing more.

create table private.session_activity (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  user_agent text check (length(user_agent) <= 500),
  ip inet,
  last_seen_at timestamptz not null default now()
);
alter table private.session_activity enable row level security;
revoke all on private.session_activity from public, anon, authenticated;
grant select, insert, update, delete on private.session_activity to service_role;

-- The limits, in one place: idle 30 minutes (since the session's last request through /api),
-- absolute 12 hours (since sign-in). A session of unknown age is past them. The same values are
-- declared to GoTrue in supabase/config.toml [auth.sessions] as a backstop.
create or replace function private.session_expired(p_created_at timestamptz, p_last_seen_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_created_at is null
    or p_created_at <= now() - interval '12 hours'
    or greatest(p_created_at, p_last_seen_at) <= now() - interval '30 minutes'
$$;
revoke execute on function private.session_expired(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function private.session_expired(timestamptz, timestamptz) to service_role;

-- Called by /api for every request that carries a verified session: true when the session is
-- within its limits (its activity is recorded, at most once a minute), false when it is past
-- them (the session is deleted: its refresh tokens go with it, and GoTrue finds no session at
-- its next call), null when auth.sessions has no such row (then the provider's answer stands).
create or replace function private.keep_session(p_session_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_created timestamptz;
  v_seen timestamptz;
begin
  select s.created_at, a.last_seen_at into v_created, v_seen
  from auth.sessions s left join private.session_activity a on a.session_id = s.id
  where s.id = p_session_id;
  if not found then
    return null;
  end if;
  if private.session_expired(v_created, v_seen) then
    delete from auth.sessions s where s.id = p_session_id;
    return false;
  end if;
  insert into private.session_activity as a (session_id, last_seen_at) values (p_session_id, now())
  on conflict (session_id) do update set last_seen_at = excluded.last_seen_at
  where a.last_seen_at < now() - interval '1 minute';
  return true;
end;
$$;
revoke execute on function private.keep_session(uuid) from public, anon, authenticated;
grant execute on function private.keep_session(uuid) to service_role;

-- A sign-in attempt (migration 20261127130100), now also keeping the new session's browser and
-- address in private.session_activity, and deleting the account's sessions past their limits
-- (a tab closed on a shared computer never comes back to be refused).
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
  v_ip inet;
begin
  if v_user is null then
    select u.id into v_user from auth.users u where lower(u.email) = lower(p_email) and u.deleted_at is null limit 1;
  end if;
  perform set_config('app.client_address', coalesce(left(p_address, 100), ''), true);
  perform private.write_audit(
    case when p_success then 'auth.sign_in' else 'auth.sign_in_failed' end,
    'user', v_user::text, '{}', v_user, left(lower(p_email), 320));
  if p_success and p_session_id is not null then
    begin
      v_ip := p_address::inet;
    exception when invalid_text_representation then
      v_ip := null; -- an address Postgres cannot read stays unset
    end;
    update auth.sessions s set user_agent = left(p_user_agent, 500), ip = v_ip
    where s.id = p_session_id and s.user_id = v_user;
    insert into private.session_activity (session_id, user_agent, ip, last_seen_at)
    select s.id, left(p_user_agent, 500), v_ip, now() from auth.sessions s
    where s.id = p_session_id and s.user_id = v_user
    on conflict (session_id) do update set user_agent = excluded.user_agent, ip = excluded.ip, last_seen_at = excluded.last_seen_at;
    delete from auth.sessions s
    where s.user_id = v_user and s.id <> p_session_id
      and private.session_expired(s.created_at, (select a.last_seen_at from private.session_activity a where a.session_id = s.id));
  end if;
end;
$$;
revoke execute on function private.record_sign_in(text, boolean, uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function private.record_sign_in(text, boolean, uuid, uuid, text, text) to service_role;

-- The caller's live sessions (migration 20261127130200), labelled with the browser and address
-- of their sign-in, and without the ones past their limits.
create or replace function public.my_sessions()
returns table (id uuid, user_agent text, ip text, created_at timestamptz, last_active_at timestamptz, current boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'admins only' using errcode = 'insufficient_privilege';
  end if;
  return query
    select s.id, coalesce(a.user_agent, s.user_agent), host(coalesce(a.ip, s.ip)), s.created_at,
      greatest(s.created_at, a.last_seen_at, s.refreshed_at at time zone 'UTC') as last_active_at,
      s.id::text = coalesce(auth.jwt() ->> 'session_id', '') as current
    from auth.sessions s left join private.session_activity a on a.session_id = s.id
    where s.user_id = (select auth.uid()) and (s.not_after is null or s.not_after > now())
      and not private.session_expired(s.created_at, a.last_seen_at)
    order by last_active_at desc nulls last, s.id;
end;
$$;
revoke execute on function public.my_sessions() from public, anon;
grant execute on function public.my_sessions() to authenticated, service_role;
