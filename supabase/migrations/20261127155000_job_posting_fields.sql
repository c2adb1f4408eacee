-- Job openings as pages of their own and as Google for Jobs reads them (issue 35): each opening
-- gets a slug (its address, /jobs/{slug}), the date it was posted and, when staff give one, its
-- base salary (a range per hour or per year). The admin area edits them through the collection
-- editor (contract/site-content.ts jobOpeningInputSchema); left empty, the slug is made from the
-- title (made unique with -2, -3…) and the date posted is today, New Jersey time.
-- Visibility does not change: RLS already keeps drafts and openings past their closing date off
-- the public site (20261126200100_site_content.sql).

alter table public.job_openings
  add column slug text,
  add column date_posted date,
  add column base_salary jsonb;

-- 'Direct Support Professional (Part-time)' -> 'direct-support-professional-part-time', as the
-- contract's slugify() writes it (accents aside), at most 120 characters.
create or replace function private.job_slug_from(p_title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(btrim(regexp_replace(replace(lower(p_title), '&', ' and '), '[^a-z0-9]+', '-', 'g'), '-'), 110), '-'), ''), 'job')
$$;
revoke execute on function private.job_slug_from(text) from public, anon, authenticated;

-- The openings there already: slugs from their titles (a repeated title gets -2, -3… in list
-- order), posted on the day they were created.
update public.job_openings j
set slug = s.slug, date_posted = (j.created_at at time zone 'America/New_York')::date
from (
  select id, base || case when n > 1 then '-' || n else '' end as slug
  from (
    select id, private.job_slug_from(title) as base,
           row_number() over (partition by private.job_slug_from(title) order by position, created_at, id) as n
    from public.job_openings
  ) numbered
) s
where s.id = j.id;

-- An empty slug is made from the title, unique among all openings (drafts and closed ones too,
-- hence security definer: the caller's RLS would hide some); an empty date posted is today.
create or replace function private.fill_job_opening_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_base text;
  v_candidate text;
  v_n int := 1;
begin
  new.slug := nullif(btrim(coalesce(new.slug, '')), '');
  if new.slug is null then
    v_base := private.job_slug_from(new.title);
    v_candidate := v_base;
    while exists (select 1 from public.job_openings j where j.slug = v_candidate and j.id <> new.id) loop
      v_n := v_n + 1;
      v_candidate := v_base || '-' || v_n;
    end loop;
    new.slug := v_candidate;
  end if;
  new.date_posted := coalesce(new.date_posted, (now() at time zone 'America/New_York')::date);
  return new;
end;
$$;
revoke execute on function private.fill_job_opening_defaults() from public, anon, authenticated;

create trigger job_openings_fill_defaults
  before insert or update on public.job_openings
  for each row execute function private.fill_job_opening_defaults();

alter table public.job_openings
  alter column slug set not null,
  alter column date_posted set not null,
  add constraint job_openings_slug_key unique (slug),
  add constraint job_openings_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  -- { min, max, unit }: whole or decimal US dollars, max at least min, per HOUR or per YEAR
  -- (schema.org's unitText for a salary).
  add constraint job_openings_base_salary_check check (
    base_salary is null or (
      jsonb_typeof(base_salary) = 'object'
      and jsonb_typeof(base_salary -> 'min') = 'number'
      and jsonb_typeof(base_salary -> 'max') = 'number'
      and (base_salary ->> 'min')::numeric > 0
      and (base_salary ->> 'max')::numeric >= (base_salary ->> 'min')::numeric
      and (base_salary ->> 'max')::numeric <= 10000000
      and base_salary ->> 'unit' in ('HOUR', 'YEAR')
      and base_salary - 'min' - 'max' - 'unit' = '{}'::jsonb
    )
  );
