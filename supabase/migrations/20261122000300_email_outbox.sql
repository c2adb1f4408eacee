-- Outgoing mail queue. Rows are written in the same transaction as the thing they announce
-- (by triggers or security definer functions, or by the API with kind + payload); the notify
-- drain renders subject and bodies at send time and records what it sent. Service role only.

create table public.email_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'contact_notification', 'registration_confirmation', 'password_reset',
    'donation_receipt', 'generic'
  )),
  recipient text not null check (length(recipient) <= 320 and recipient ~ '^[^@\s]+@[^@\s]+$'),
  reply_to text check (length(reply_to) <= 320 and reply_to ~ '^[^@\s]+@[^@\s]+$'),
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  subject text check (length(subject) <= 300),
  text_body text check (length(text_body) <= 100000),
  html_body text check (length(html_body) <= 200000),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (length(last_error) <= 5000),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

-- The drain picks due rows: status pending/failed ordered by next_attempt_at.
create index email_outbox_due_idx on public.email_outbox (next_attempt_at)
  where status in ('pending', 'failed');
create index email_outbox_status_created_idx on public.email_outbox (status, created_at desc);
create index email_outbox_kind_idx on public.email_outbox (kind);

alter table public.email_outbox enable row level security;
-- No policies: anon and authenticated have no grants; service_role bypasses RLS.
revoke all on public.email_outbox from anon, authenticated;
grant select, insert, update, delete on public.email_outbox to service_role;
