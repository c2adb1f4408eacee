-- Staff content in Spanish (issue 36, item 4): one row per translated thing and language, beside
-- the English row it translates (which is never changed by a translation).
--   subject/subject_key: what is translated, as contract/translations.ts names it: 'services',
--     'posts' or 'events' (a row's id), 'pages' (a page's name), 'settings' ('site') or a
--     collection ('faqs', 'jobs', … and a row's id).
--   fields: the translated texts only, in the English answer's shape (camelCase keys), e.g.
--     {"title": "…", "keyComponents": [{"title": "…", "description": "…"}]}; /api checks which
--     paths may be translated and that the English with them laid over still fits its schema.
--   source: the English texts this translation was made from (the same paths). When the English
--     differs from it now, the translation is out of date (/api compares; nothing is hidden).
--   status: a draft is seen by staff only; a published translation is what visitors read.
--   needs_review: written by someone who is not a native speaker on staff (the seeded texts).
-- Plain text only, as the English. Every change is copied into content_revisions.
create table public.content_translations (
  subject text not null check (subject ~ '^[a-z][a-z-]{1,39}$'),
  subject_key text not null check (length(subject_key) between 1 and 100),
  locale text not null check (locale in ('es')),
  fields jsonb not null check (jsonb_typeof(fields) = 'object' and pg_column_size(fields) <= 200000),
  source jsonb not null check (jsonb_typeof(source) = 'object'),
  status text not null default 'draft' check (status in ('draft', 'published')),
  needs_review boolean not null default false,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (subject, subject_key, locale)
);

create trigger content_translations_bump_version before update on public.content_translations
  for each row execute function private.bump_content_version();

-- History: the revision trigger keys rows by id or page; a translation's key is its three parts.
create or replace function private.record_translation_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  data jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  insert into public.content_revisions (table_name, row_key, action, row_data, changed_by)
  values (tg_table_name, left(concat_ws(':', data ->> 'subject', data ->> 'subject_key', data ->> 'locale'), 100), lower(tg_op), data, auth.uid());
  return null;
end;
$$;
revoke execute on function private.record_translation_revision() from public, anon, authenticated;
create trigger content_translations_revision after insert or update or delete on public.content_translations
  for each row execute function private.record_translation_revision();

alter table public.content_translations enable row level security;
grant select on public.content_translations to anon;
grant select, insert, update, delete on public.content_translations to authenticated, service_role;
create policy content_translations_select_anon on public.content_translations
  for select to anon using (status = 'published');
create policy content_translations_select_authenticated on public.content_translations
  for select to authenticated using (status = 'published' or (select private.is_admin()));
create policy content_translations_insert_admin on public.content_translations
  for insert to authenticated with check ((select private.is_admin()));
create policy content_translations_update_admin on public.content_translations
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy content_translations_delete_admin on public.content_translations
  for delete to authenticated using ((select private.is_admin()));
