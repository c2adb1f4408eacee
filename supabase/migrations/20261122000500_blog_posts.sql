-- Blog posts: drafts by default; published_at is stamped the first time a post is published.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'),
  title text not null check (length(title) <= 200 and btrim(title) <> ''),
  excerpt text not null default '' check (length(excerpt) <= 1000),
  content text not null check (length(content) <= 50000 and btrim(content) <> ''),
  category text not null default 'organization-news' check (category in (
    'organization-news', 'success-stories', 'industry-insights', 'events-activities'
  )),
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Public list: published posts, newest first; the blog also filters by category.
create index blog_posts_published_at_idx on public.blog_posts (published, published_at desc);
create index blog_posts_category_idx on public.blog_posts (category, published_at desc);

create or replace function private.stamp_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_published_at() from public, anon, authenticated;

create trigger blog_posts_stamp_published_at
  before insert or update on public.blog_posts
  for each row execute function private.stamp_published_at();

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();

alter table public.blog_posts enable row level security;

grant select on public.blog_posts to anon;
grant select, insert, update, delete on public.blog_posts to authenticated, service_role;

create policy blog_posts_select_anon on public.blog_posts
  for select to anon
  using (published);

create policy blog_posts_select_authenticated on public.blog_posts
  for select to authenticated
  using (published or (select private.is_admin()));

create policy blog_posts_insert_admin on public.blog_posts
  for insert to authenticated
  with check ((select private.is_admin()));

create policy blog_posts_update_admin on public.blog_posts
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy blog_posts_delete_admin on public.blog_posts
  for delete to authenticated
  using ((select private.is_admin()));
