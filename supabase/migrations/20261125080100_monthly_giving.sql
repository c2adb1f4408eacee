-- Monthly giving: a Stripe Subscription per monthly donor, and each paid invoice recorded as a
-- donation row linked to it. Written only by the service role (the donate API and the signed
-- webhook); admins read both tables, nobody else sees a row.

create table public.donation_subscriptions (
  id uuid primary key default gen_random_uuid(),
  stripe_subscription_id text not null unique check (length(stripe_subscription_id) <= 255),
  stripe_customer_id text not null check (length(stripe_customer_id) <= 255),
  amount_cents int not null check (amount_cents >= 100),
  donor_name text check (length(donor_name) <= 200),
  donor_email text not null
    check (length(donor_email) <= 320 and donor_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- Stripe's own subscription statuses.
  status text not null default 'incomplete'
    check (status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')),
  cancel_at_period_end boolean not null default false,
  current_period_end timestamptz,
  canceled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index donation_subscriptions_created_idx on public.donation_subscriptions (created_at desc);

create trigger donation_subscriptions_set_updated_at
  before update on public.donation_subscriptions
  for each row execute function private.set_updated_at();

alter table public.donation_subscriptions enable row level security;

grant select on public.donation_subscriptions to authenticated;
grant select, insert, update, delete on public.donation_subscriptions to service_role;

create policy donation_subscriptions_select_admin on public.donation_subscriptions
  for select to authenticated
  using ((select private.is_admin()));

-- A monthly charge is one invoice; its row names the subscription and the invoice (unique, so
-- a replayed invoice.paid finds the row it wrote). A refund is a status of its own.
alter table public.donations
  add column subscription_id uuid references public.donation_subscriptions (id) on delete restrict,
  add column stripe_invoice_id text unique check (length(stripe_invoice_id) <= 255),
  drop constraint donations_status_check,
  add constraint donations_status_check
    check (status in ('pending', 'succeeded', 'failed', 'refunded', 'canceled'));
create index donations_subscription_idx on public.donations (subscription_id);

-- The donor's cancellation confirmation is a mail kind of its own.
alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in (
    'contact_notification', 'registration_confirmation', 'password_reset',
    'donation_receipt', 'monthly_gift_cancelled', 'generic'
  ));
