-- Issue 57.7: a solved proof-of-work challenge is accepted once. /api records each accepted
-- challenge's signature until the challenge expires (http/human-check.ts); a second form sent
-- with the same solution finds it here and is refused. Expired rows are of no use (the challenge
-- itself is refused then) and are deleted by the next spend.
create table private.spent_challenges (
  signature text primary key check (length(signature) <= 200),
  expires_at timestamptz not null
);
create index spent_challenges_expiry_idx on private.spent_challenges (expires_at);

-- True when the challenge had not been spent (and is now); false for a replay.
create or replace function private.spend_challenge(signature text, expires_at timestamptz)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_spent text;
begin
  delete from private.spent_challenges s where s.expires_at < now();
  insert into private.spent_challenges as s (signature, expires_at)
  values (spend_challenge.signature, spend_challenge.expires_at)
  on conflict on constraint spent_challenges_pkey do nothing
  returning s.signature into v_spent;
  return v_spent is not null;
end;
$$;
revoke execute on function private.spend_challenge(text, timestamptz) from public, anon, authenticated;
grant execute on function private.spend_challenge(text, timestamptz) to service_role;
grant select, insert, update, delete on private.spent_challenges to service_role;
