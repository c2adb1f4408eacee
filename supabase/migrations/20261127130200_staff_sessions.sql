-- Staff sessions (issue 34 item 3): each staff member lists their signed-in sessions and ends
-- any of them or all the others; a super_admin ends every session of a staff member.
--
-- Sessions are rows of auth.sessions in both auth modes: the local adapter writes them itself
-- (functions/_shared/auth/local.ts), and Supabase Auth (GoTrue) keeps its sessions in the same
-- table of the project's database (supabase/auth internal/models/sessions.go: user_agent, ip,
-- refreshed_at, not_after). Deleting a row ends that session at once in both: its refresh
-- tokens go with it (on delete cascade), and every signed-in call checks the session (the local
-- adapter reads auth.sessions; GoTrue's GET /user loads it, maybeLoadUserOrSession), so its
-- next call is a 401. The session of this very request is the JWT's session_id claim.
-- Ending sessions is recorded in the audit trail.

-- The caller's live sessions, newest activity first. Admins only (the admin area's page).
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
    select s.id, s.user_agent, host(s.ip), s.created_at,
      greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC') as last_active_at,
      s.id::text = coalesce(auth.jwt() ->> 'session_id', '') as current
    from auth.sessions s
    where s.user_id = (select auth.uid()) and (s.not_after is null or s.not_after > now())
    order by last_active_at desc nulls last, s.id;
end;
$$;

-- Ends one of the caller's sessions; false when it is not theirs or already ended.
create or replace function public.end_my_session(p_session_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_found boolean;
begin
  if not (select private.is_admin()) then
    raise exception 'admins only' using errcode = 'insufficient_privilege';
  end if;
  delete from auth.sessions s where s.id = p_session_id and s.user_id = (select auth.uid());
  v_found := found;
  if v_found then
    perform private.write_audit('session.ended', 'session', p_session_id::text, '{}');
  end if;
  return v_found;
end;
$$;

-- Ends every session of the caller but this request's; answers how many ended.
create or replace function public.end_my_other_sessions()
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count int;
begin
  if not (select private.is_admin()) then
    raise exception 'admins only' using errcode = 'insufficient_privilege';
  end if;
  delete from auth.sessions s
  where s.user_id = (select auth.uid()) and s.id::text <> coalesce(auth.jwt() ->> 'session_id', '');
  get diagnostics v_count = row_count;
  if v_count > 0 then
    perform private.write_audit('session.ended_others', 'user', auth.uid()::text, jsonb_build_object('sessions', v_count));
  end if;
  return v_count;
end;
$$;

-- Ends every session of a staff member (super_admins only); null when they are not on the team.
create or replace function public.end_staff_sessions(p_user_id uuid)
returns int
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count int;
begin
  if not (select private.is_super_admin()) then
    raise exception 'super admins only' using errcode = 'insufficient_privilege';
  end if;
  if not exists (select 1 from public.admin_users a where a.user_id = p_user_id) then
    return null;
  end if;
  delete from auth.sessions s where s.user_id = p_user_id;
  get diagnostics v_count = row_count;
  perform private.write_audit('team.sessions_ended', 'admin_user', p_user_id::text, jsonb_build_object('sessions', v_count));
  return v_count;
end;
$$;

revoke execute on function public.my_sessions(), public.end_my_session(uuid), public.end_my_other_sessions(),
  public.end_staff_sessions(uuid) from public, anon;
grant execute on function public.my_sessions(), public.end_my_session(uuid), public.end_my_other_sessions(),
  public.end_staff_sessions(uuid) to authenticated, service_role;
