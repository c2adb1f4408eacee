-- The static site's build hook (BUILD_HOOK_URL): content changed in the admin area asks the host
-- to rebuild the prerendered pages, at most once a minute across every function worker. One row
-- holds when the hook was last called and whether content changed since (a change inside the
-- minute is called in by the next change or the notify drain once the minute is over).
-- Lives in `private`: used over the privileged connection only, no API-role grants.

create table private.build_hook_state (
  id boolean primary key default true check (id),
  last_called_at timestamptz,
  pending boolean not null default false
);
insert into private.build_hook_state default values;

grant select, insert, update, delete on private.build_hook_state to service_role;
