-- Newsletter subscribers; one row per address regardless of case. Anyone may subscribe
-- (repeat sign-ups succeed and keep one row); admins read and update; super_admin deletes.
-- The API calls public.subscribe_newsletter(email): anon cannot see existing rows, and the
-- function answers the same whether or not the address was already subscribed.
-- A direct anon insert must use a bare `on conflict do nothing`: naming the conflict
-- target needs SELECT on the column, which would also apply select policies to the new row.

create table public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  created_at timestamptz not null default now()
);
create unique index newsletter_signups_email_lower_key on public.newsletter_signups (lower(email));
create index newsletter_signups_created_idx on public.newsletter_signups (created_at desc);

alter table public.newsletter_signups enable row level security;

grant insert (email) on public.newsletter_signups to anon, authenticated;
grant select, delete, update (email) on public.newsletter_signups to authenticated;
grant select, insert, update, delete on public.newsletter_signups to service_role;

create policy newsletter_signups_insert_anon on public.newsletter_signups
  for insert to anon
  with check (true);

create policy newsletter_signups_insert_authenticated on public.newsletter_signups
  for insert to authenticated
  with check (true);

create policy newsletter_signups_select_admin on public.newsletter_signups
  for select to authenticated
  using ((select private.is_admin()));

create policy newsletter_signups_update_admin on public.newsletter_signups
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy newsletter_signups_delete_super_admin on public.newsletter_signups
  for delete to authenticated
  using ((select private.is_super_admin()));

-- Returns {"result":"subscribed"} or {"result":"invalid","field":"email","message":...}.
create or replace function public.subscribe_newsletter(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := btrim(coalesce(p_email, ''));
begin
  if length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return jsonb_build_object('result', 'invalid', 'field', 'email',
      'message', 'Please enter a valid email address');
  end if;
  insert into public.newsletter_signups (email) values (v_email)
  on conflict ((lower(email))) do nothing;
  return jsonb_build_object('result', 'subscribed');
end;
$$;
revoke execute on function public.subscribe_newsletter(text) from public;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;
