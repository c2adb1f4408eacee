-- Year-end statements: one e-mail per donor and year listing that year's succeeded gifts and
-- their total. A super_admin sends them; the unique (donor, year) row makes a second press
-- send nothing new.

create table public.year_end_statements (
  id uuid primary key default gen_random_uuid(),
  donor_email text not null check (length(donor_email) <= 320),
  year int not null check (year between 2000 and 2100),
  gift_count int not null check (gift_count > 0),
  total_cents bigint not null check (total_cents > 0),
  created_at timestamptz not null default now()
);
create unique index year_end_statements_donor_year_idx on public.year_end_statements (lower(donor_email), year);

alter table public.year_end_statements enable row level security;

grant select on public.year_end_statements to authenticated;
grant select, insert, update, delete on public.year_end_statements to service_role;

create policy year_end_statements_select_admin on public.year_end_statements
  for select to authenticated
  using ((select private.is_admin()));

alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in (
    'contact_notification', 'registration_confirmation', 'password_reset',
    'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'generic'
  ));

-- Queues a statement for every donor with succeeded gifts in p_year (New Jersey time) who has
-- none for that year yet; answers how many it queued. Super admins only.
create or replace function public.send_year_end_statements(p_year int)
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
  -- One sender at a time, so two presses never race past the unique index into an error.
  perform pg_advisory_xact_lock(hashtext('send_year_end_statements'), p_year);
  with gifts as (
    select lower(d.donor_email) as donor, count(*)::int as gift_count, sum(d.amount_cents)::bigint as total_cents
    from public.donations d
    where d.status = 'succeeded'
      and d.created_at >= make_timestamptz(p_year, 1, 1, 0, 0, 0, 'America/New_York')
      and d.created_at < make_timestamptz(p_year + 1, 1, 1, 0, 0, 0, 'America/New_York')
    group by lower(d.donor_email)
  ), added as (
    insert into public.year_end_statements (donor_email, year, gift_count, total_cents)
    select g.donor, p_year, g.gift_count, g.total_cents from gifts g
    on conflict ((lower(donor_email)), year) do nothing
    returning id, donor_email
  ), queued as (
    insert into public.email_outbox (kind, recipient, payload)
    select 'year_end_statement', a.donor_email, jsonb_build_object('statementId', a.id) from added a
    returning 1
  )
  select count(*)::int into v_count from queued;
  return v_count;
end;
$$;
revoke execute on function public.send_year_end_statements(int) from public, anon;
grant execute on function public.send_year_end_statements(int) to authenticated, service_role;
