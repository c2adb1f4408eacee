-- The media library in the audit trail and the rebuild (issue 33 item 4, issue 34).
--
-- Audit: an image deleted, and a release withdrawn (the person or their guardian took consent
-- back), are recorded by a trigger as the caller, as other tables' deletions are
-- (20261127130100_audit_log.sql). The image's name and alt text are kept, never a person's name:
-- the release fields hold where the form is kept, not who signed it.
--
-- Rebuild: a withdrawal is an admin's write through /api/admin/media, which asks for a rebuild
-- (rebuildSiteOnChange). A release reaching its expiry changes what is public with no write, so
-- private.note_content_come_due() (run every minute by the notify drain before the build hook)
-- now also notices a published photo of people whose release ended since its last run: the day
-- after release_expires_on, New Jersey time, as the policies read it.

create or replace function private.audit_media_asset()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.write_audit('media.deleted', 'media_asset', old.id::text,
      jsonb_build_object('title', nullif(old.original_name, ''), 'alt', nullif(old.alt, '')));
  elsif old.release_withdrawn_at is null and new.release_withdrawn_at is not null then
    perform private.write_audit('media.consent_withdrawn', 'media_asset', new.id::text,
      jsonb_build_object('title', nullif(new.original_name, ''), 'alt', nullif(new.alt, ''), 'basis', new.release_basis));
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_media_asset() from public, anon, authenticated;

create trigger media_assets_audit
  after update or delete on public.media_assets
  for each row execute function private.audit_media_asset();

create or replace function private.note_content_come_due()
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_since timestamptz;
  v_due boolean;
begin
  select s.due_checked_at into v_since from private.build_hook_state s for update;
  v_due := exists (select 1 from public.blog_posts p
                   where p.published and p.publish_at > v_since and p.publish_at <= now())
    or exists (select 1 from public.events e
               where e.published and e.publish_at > v_since and e.publish_at <= now())
    or exists (select 1 from public.job_openings j
               where j.published and j.closes_on is not null
                 and ((j.closes_on + 1)::timestamp at time zone 'America/New_York') > v_since
                 and ((j.closes_on + 1)::timestamp at time zone 'America/New_York') <= now())
    or exists (select 1 from public.media_assets m
               where m.published and m.shows_people and m.release_withdrawn_at is null
                 and m.release_expires_on is not null
                 and ((m.release_expires_on + 1)::timestamp at time zone 'America/New_York') > v_since
                 and ((m.release_expires_on + 1)::timestamp at time zone 'America/New_York') <= now());
  update private.build_hook_state set pending = pending or v_due, due_checked_at = now();
  return v_due;
end;
$$;
revoke execute on function private.note_content_come_due() from public, anon, authenticated;
grant execute on function private.note_content_come_due() to service_role;
