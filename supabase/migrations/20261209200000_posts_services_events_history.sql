-- Blog posts, services and events on the content engine (issue 59): a `version` raised by every
-- update (a save names the version it was edited from; a stale one answers 409) and every
-- change copied into content_revisions, the same triggers the collections use
-- (20261126200100_site_content.sql). bump_content_version also keeps updated_at, so the tables'
-- own set_updated_at triggers go. The version alone changing is no change a visitor sees, so the
-- CDN purge on update (20261208120000_cdn_purge_queue.sql) compares the rows without it.

do $$
declare
  t text;
begin
  foreach t in array array['blog_posts', 'services', 'events']
  loop
    execute format('alter table public.%I add column version int not null default 1', t);
    execute format('drop trigger %1$s_set_updated_at on public.%1$I', t);
    execute format('create trigger %1$s_bump_version before update on public.%1$I for each row execute function private.bump_content_version()', t);
    execute format('create trigger %1$s_revision after insert or update or delete on public.%1$I for each row execute function private.record_content_revision()', t);
    execute format('drop trigger %1$s_cdn_purge_update on public.%1$I', t);
    execute format($f$create trigger %1$s_cdn_purge_update after update on public.%1$I for each row
      when ((to_jsonb(old) - 'version' - 'updated_at') is distinct from (to_jsonb(new) - 'version' - 'updated_at'))
      execute function private.queue_row_purge('id')$f$, t);
  end loop;
end;
$$;

-- Each existing row's first revision: the row as it is now, so History can restore it.
insert into public.content_revisions (table_name, row_key, action, row_data)
select 'blog_posts', id::text, 'insert', to_jsonb(p) from public.blog_posts p
union all
select 'services', id::text, 'insert', to_jsonb(s) from public.services s
union all
select 'events', id::text, 'insert', to_jsonb(e) from public.events e;
