-- A content collection's table set up in one call (issue 59): what each collection table was given
-- by 20261126200100 (version bump, History, row-level security, grants, policies, the position
-- index), 20261127130100 (the audit trail) and 20261208120000 (CDN purges of its rows and of their
-- published translations), from `private.setup_content_collection(table, subject)`. A new
-- collection's migration is its table and one `select` of it (as it is declared in
-- supabase/functions/_shared/contract/collections.ts); the lists those migrations spelled out by
-- name stay as they are for the tables they made.

-- Which table a translation's subject (the collection's name, contract/translations.ts) names: read by
-- private.translated_row_tags, so a new collection's published translations purge its rows too.
create table private.collection_tables (
  subject text primary key check (subject ~ '^[a-z][a-z-]{1,39}$'),
  table_name text not null unique
);
comment on table private.collection_tables is
  'Each content collection: its name as contract/collections.ts and content_translations.subject say it, and its table. Written by private.setup_content_collection().';
revoke all on private.collection_tables from public, anon, authenticated;
grant select on private.collection_tables to service_role;

insert into private.collection_tables (subject, table_name) values
  ('jobs', 'job_openings'), ('volunteer-roles', 'volunteer_roles'), ('faqs', 'faqs'), ('resources', 'external_resources'),
  ('emergency-contacts', 'emergency_contacts'), ('locations', 'locations'), ('hero-slides', 'hero_slides'),
  ('partners', 'partners'), ('accreditations', 'accreditations'), ('board-members', 'board_members');

-- As in 20261208120000, the collections read from the registry instead of one branch each.
create or replace function private.translated_row_tags(p_subject text, p_key text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select case p_subject
    when 'services' then private.row_purge_tags('services', p_key)
    when 'posts' then private.row_purge_tags('blog_posts', p_key)
    when 'events' then private.row_purge_tags('events', p_key)
    when 'pages' then private.row_purge_tags('page_documents', p_key)
    when 'settings' then private.row_purge_tags('site_settings', 'true')
    else coalesce((select private.row_purge_tags(c.table_name, p_key) from private.collection_tables c where c.subject = p_subject),
      array[]::text[])
  end;
$$;
revoke execute on function private.translated_row_tags(text, text) from public, anon, authenticated;

-- As in 20261207100000, and a trigger may say its rows' title is a person's name
-- (tg_argv[0] = 'names-a-person'), kept out of the trail as a board member's is.
create or replace function private.audit_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_id text := coalesce(v_row ->> 'id', v_row ->> 'page');
  v_title jsonb := case when tg_table_name = 'board_members' or (tg_nargs > 0 and tg_argv[0] = 'names-a-person') then '{}'::jsonb
    else jsonb_strip_nulls(jsonb_build_object('title', coalesce(v_row ->> 'title', v_row ->> 'name', v_row ->> 'slug'))) end;
  v_action text;
begin
  if tg_op = 'DELETE' then
    v_action := 'content.deleted';
  elsif tg_op = 'INSERT' then
    v_action := case when (v_new ->> 'published')::boolean then 'content.published' end;
  elsif v_new ? 'published' then
    if (v_old ->> 'published') is distinct from (v_new ->> 'published') then
      v_action := case when (v_new ->> 'published')::boolean then 'content.published' else 'content.unpublished' end;
    end if;
  else
    v_action := 'content.updated';
  end if;
  if v_action is not null then
    perform private.write_audit(v_action, tg_table_name, v_id, v_title);
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_content() from public, anon, authenticated;

-- Everything a collection table has besides its columns (which its own migration creates, with
-- id, position, published, version, created_at and updated_at as the others have them).
-- p_names_a_person: its rows' title is a person's name, which the audit trail does not copy.
create or replace function private.setup_content_collection(p_table text, p_subject text, p_names_a_person boolean default false)
returns void
language plpgsql
set search_path = ''
as $$
begin
  -- version and History (20261126200100)
  execute format('create trigger %1$s_bump_version before update on public.%1$I for each row execute function private.bump_content_version()', p_table);
  execute format('create trigger %1$s_revision after insert or update or delete on public.%1$I for each row execute function private.record_content_revision()', p_table);
  -- visitors read the published rows, admins everything (the RLS matrix's published content)
  execute format('alter table public.%I enable row level security', p_table);
  execute format('grant select on public.%I to anon', p_table);
  execute format('grant select, insert, update, delete on public.%I to authenticated', p_table);
  execute format('grant select, insert, update, delete on public.%I to service_role', p_table);
  execute format('create index %1$s_position_idx on public.%1$I (position)', p_table);
  execute format('create policy %1$s_select_anon on public.%1$I for select to anon using (published)', p_table);
  execute format('create policy %1$s_select_authenticated on public.%1$I for select to authenticated using (published or (select private.is_admin()))', p_table);
  execute format('create policy %1$s_insert_admin on public.%1$I for insert to authenticated with check ((select private.is_admin()))', p_table);
  execute format('create policy %1$s_update_admin on public.%1$I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', p_table);
  execute format('create policy %1$s_delete_admin on public.%1$I for delete to authenticated using ((select private.is_admin()))', p_table);
  -- the audit trail (20261127130100)
  execute format('create trigger %1$s_audit after insert or update or delete on public.%1$I for each row execute function private.audit_content(%2$L)',
    p_table, case when p_names_a_person then 'names-a-person' else 'titled' end);
  -- the CDN: a row's change purges its row and table tags (20261208120000), its translations through the registry
  execute format('create trigger %1$s_cdn_purge after insert or delete on public.%1$I for each row execute function private.queue_row_purge(%2$L)', p_table, 'id');
  execute format('create trigger %1$s_cdn_purge_update after update on public.%1$I for each row when (old.* is distinct from new.*) execute function private.queue_row_purge(%2$L)', p_table, 'id');
  insert into private.collection_tables (subject, table_name) values (p_subject, p_table);
end;
$$;
revoke execute on function private.setup_content_collection(text, text, boolean) from public, anon, authenticated;
