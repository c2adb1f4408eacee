-- No side doors at Storage (issue 57). Storage runs a request on storage.objects under the
-- caller's own token (role and JWT claims), so these policies were all a staff token sent
-- straight to Storage met: with them an admin's token could read or sign a link to any CV and
-- upload, overwrite or delete any image file, with none of /api's checks (bytes, dimensions,
-- metadata, consent) and nothing in the audit trail. /api never used them: it stores, reads and
-- deletes files with the service key after its own checks (supabase/functions/_shared/media/
-- storage.ts), and reads an upload's recorded size and dimensions on its own connection.
-- What stays: visitors' read of the files of published images (media_objects_select_anon),
-- which /media/* asks with the anon key. Signed-in tokens, staff included, have no policy on
-- storage.objects at all: they read nothing and write nothing there.
drop policy media_objects_select_authenticated on storage.objects;
drop policy media_objects_insert_admin on storage.objects;
drop policy media_objects_update_admin on storage.objects;
drop policy media_objects_delete_admin on storage.objects;
drop policy applications_objects_select_admin on storage.objects;
