-- Indexes for the sorts the API's lists use (and the outbox drain's real filter).

-- The drain claims rows with status pending or sending (a lapsed lease) that are due;
-- 'failed' is terminal.
drop index if exists public.email_outbox_due_idx;
create index email_outbox_due_idx on public.email_outbox (next_attempt_at, id)
  where status in ('pending', 'sending');

-- Public blog list: published, newest first by coalesce(published_at, created_at).
create index blog_posts_published_recency_idx
  on public.blog_posts (published, (coalesce(published_at, created_at)) desc);
-- Admin lists: all rows, newest first / by date.
create index blog_posts_created_idx on public.blog_posts (created_at desc);
create index events_date_idx on public.events (event_date desc);
create index admin_users_created_idx on public.admin_users (created_at);
-- Admin registration list of one event, in sign-up order.
create index event_registrations_event_created_idx on public.event_registrations (event_id, created_at);
