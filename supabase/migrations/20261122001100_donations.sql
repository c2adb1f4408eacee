-- Donations: written by the service role (PaymentIntent creation, signed webhook);
-- admins read them.

create table public.donations (
  id uuid primary key default gen_random_uuid(),
  amount_cents int not null check (amount_cents >= 100),
  donor_name text check (length(donor_name) <= 200),
  donor_email text not null
    check (length(donor_email) <= 320 and donor_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  stripe_payment_intent_id text unique check (length(stripe_payment_intent_id) <= 255),
  status text not null default 'pending'
    check (status in ('pending', 'succeeded', 'failed', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index donations_status_created_idx on public.donations (status, created_at desc);
create index donations_created_idx on public.donations (created_at desc);

create trigger donations_set_updated_at
  before update on public.donations
  for each row execute function private.set_updated_at();

alter table public.donations enable row level security;

grant select on public.donations to authenticated;
grant select, insert, update, delete on public.donations to service_role;

create policy donations_select_admin on public.donations
  for select to authenticated
  using ((select private.is_admin()));
