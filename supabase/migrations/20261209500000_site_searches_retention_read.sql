-- The retention's delete of old searches (private.run_retention, run by the notify drain as
-- api_runtime, a member of service_role) names `searched_on` in its WHERE clause, and a DELETE
-- reads the columns its condition names: it needs SELECT on that column, which
-- 20261209100000_site_search.sql did not grant (only INSERT and DELETE), so every drain's
-- retention failed with "permission denied for table site_searches" once /api ran as api_runtime.
-- The column alone: the words people searched for stay unreadable to the role.
grant select (searched_on) on private.site_searches to service_role;
