-- What donors expect from peers' forms: covering the processing fee (the part of the amount
-- that pays it) and a dedication ('In honor of' / 'In memory of' a name, with an optional
-- address to tell someone). A monthly gift keeps both on its subscription and copies them to
-- each month's donation row.

alter table public.donations
  add column fee_cents int not null default 0 check (fee_cents >= 0),
  add column dedication_kind text check (dedication_kind in ('honor', 'memory')),
  add column dedication_name text check (length(dedication_name) between 1 and 200),
  add column dedication_notify_email text
    check (length(dedication_notify_email) <= 320 and dedication_notify_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add constraint donations_dedication_whole
    check ((dedication_kind is null) = (dedication_name is null) and (dedication_notify_email is null or dedication_kind is not null)),
  add constraint donations_fee_within_amount check (fee_cents < amount_cents);

alter table public.donation_subscriptions
  add column fee_cents int not null default 0 check (fee_cents >= 0),
  add column dedication_kind text check (dedication_kind in ('honor', 'memory')),
  add column dedication_name text check (length(dedication_name) between 1 and 200),
  add column dedication_notify_email text
    check (length(dedication_notify_email) <= 320 and dedication_notify_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add constraint donation_subscriptions_dedication_whole
    check ((dedication_kind is null) = (dedication_name is null) and (dedication_notify_email is null or dedication_kind is not null));

alter table public.email_outbox
  drop constraint email_outbox_kind_check,
  add constraint email_outbox_kind_check check (kind in (
    'contact_notification', 'registration_confirmation', 'password_reset',
    'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic'
  ));
