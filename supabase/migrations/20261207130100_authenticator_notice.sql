-- The notice e-mail to a staff account when an authenticator is set up on it (issue 57, item 2):
-- /api queues it (kind 'authenticator_added', payload { friendlyName, at, locale }) when a new
-- authenticator is confirmed, and the notify drain sends it (mail/templates/authenticator-added.ts).
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check check (kind in (
  'contact_notification', 'registration_confirmation', 'password_reset',
  'donation_receipt', 'monthly_gift_cancelled', 'year_end_statement', 'dedication_notice', 'generic',
  'waitlist_joined', 'waitlist_offer', 'event_reminder', 'event_cancelled',
  'application_confirmation', 'application_notification', 'newsletter_confirmation', 'authenticator_added'
));
