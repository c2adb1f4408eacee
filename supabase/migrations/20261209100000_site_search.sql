-- Site search in English and Spanish (issue 60, items 1 and 4).
--
-- 1. Two text search configurations that ignore accents ("habilitacion" finds "Habilitación"):
--    the built-in English and Spanish ones with the unaccent dictionary before their stemmers.
-- 2. public.search_documents: what each kind of content contributes to the search, ONE arm per
--    kind (a new kind is searchable by adding its arm here; nothing else changes):
--      kind          the result's type ('services', 'posts', …)
--      subject, subject_key   its Spanish translation in public.content_translations (issue 36)
--      texts         its English texts by their wire names (the shape a translation overlays)
--      title_path    where its title is in `texts` (null: `label` names it in each language)
--      summary_path  where its summary is (weight B; the title is A, every other text C)
--      url, date     its page (a path without the language), its date (posts, events)
--      upcoming      events only: whether it is still ahead (upcoming events rank first)
--    Each arm shows only what is live for visitors (published, from its publish_at, a job until it
--    closes), whoever asks, and the view is security invoker, so row-level security still decides.
-- 3. public.search_site(query, lang): websearch_to_tsquery over the documents in the visitor's
--    language (the Spanish where a translation is published, else the English, each analysed in
--    its own language), ranked with weights, and when nothing matches, the query's words
--    corrected to the closest words of the titles and summaries by trigram similarity (pg_trgm),
--    so "autsim" still finds "autism". Snippets mark matched words between U+E000 and U+E001,
--    characters the texts never hold (removed from them first), so the page marks them itself.
-- 4. private.site_searches: what people look for (query text or null, result count, day), written
--    by /api only; staff read the month's summary through public.site_search_summary().
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create text search configuration public.search_english (copy = pg_catalog.english);
alter text search configuration public.search_english
  alter mapping for hword, hword_part, word with extensions.unaccent, pg_catalog.english_stem;
alter text search configuration public.search_english
  alter mapping for asciihword, hword_asciipart, asciiword with pg_catalog.english_stem;
create text search configuration public.search_spanish (copy = pg_catalog.spanish);
alter text search configuration public.search_spanish
  alter mapping for hword, hword_part, word, asciihword, hword_asciipart, asciiword
  with extensions.unaccent, pg_catalog.spanish_stem;

create view public.search_documents with (security_invoker = true) as
select 'services'::text as kind, 'services'::text as subject, s.id::text as subject_key,
  jsonb_build_object('title', s.title, 'description', s.description, 'overview', s.overview, 'approach', s.approach,
    'keyComponents', s.key_components, 'staffTraining', s.staff_training, 'goals', s.goals, 'commitment', s.commitment) as texts,
  '{title}'::text[] as title_path, '{description}'::text[] as summary_path, null::jsonb as label,
  '/services/' || s.slug as url, null::timestamptz as date, null::boolean as upcoming
from public.services s where s.published
union all
select 'posts', 'posts', p.id::text,
  jsonb_build_object('title', p.title, 'excerpt', p.excerpt, 'content', p.content),
  '{title}', '{excerpt}', null, '/blog/' || p.slug, coalesce(p.published_at, p.created_at), null
from public.blog_posts p where p.published and (p.publish_at is null or p.publish_at <= now())
union all
select 'events', 'events', e.id::text,
  jsonb_build_object('title', e.title, 'description', e.description, 'location', e.location),
  '{title}', '{description}', null, '/events/' || e.slug, e.event_date, e.event_date >= now()
from public.events e where e.published and (e.publish_at is null or e.publish_at <= now())
union all
select 'jobs', 'jobs', j.id::text,
  jsonb_build_object('title', j.title, 'department', j.department, 'location', j.location, 'description', j.description),
  '{title}', '{department}', null, '/jobs/' || j.slug, null, null
from public.job_openings j
where j.published and (j.closes_on is null or j.closes_on >= (now() at time zone 'America/New_York')::date)
union all
select 'volunteer-roles', 'volunteer-roles', v.id::text,
  jsonb_build_object('title', v.title, 'timeCommitment', v.time_commitment, 'description', v.description, 'skills', to_jsonb(v.skills)),
  '{title}', '{description}', null, '/get-involved', null, null
from public.volunteer_roles v where v.published
union all
select 'resources', 'resources', r.id::text,
  jsonb_build_object('name', r.name, 'description', r.description),
  '{name}', '{description}', null, '/resources', null, null
from public.external_resources r where r.published
union all
select 'faqs', 'faqs', f.id::text,
  jsonb_build_object('question', f.question, 'answer', f.answer),
  '{question}', null, null, '/resources', null, null
from public.faqs f where f.published
union all
select 'pages', 'pages', d.page, d.body, null, null, n.label,
  case d.page when 'home' then '/' else '/' || d.page end, null, null
from public.page_documents d
join (values
  ('home', '{"en": "Home", "es": "Inicio"}'::jsonb),
  ('about', '{"en": "About", "es": "Quiénes somos"}'),
  ('get-involved', '{"en": "Get Involved", "es": "Participe"}'),
  ('resources', '{"en": "Resources & Information", "es": "Recursos e información"}'),
  ('donate', '{"en": "Donate", "es": "Donar"}'),
  ('privacy', '{"en": "Privacy Policy", "es": "Política de privacidad"}'),
  ('terms', '{"en": "Terms of Service", "es": "Términos del servicio"}'),
  ('accessibility', '{"en": "Accessibility", "es": "Accesibilidad"}')
) as n(page, label) on n.page = d.page;

grant select on public.search_documents to anon, authenticated, service_role;

-- The search: the documents in the visitor's language, the query's matches ranked (title A,
-- summary B, the rest C; past events after the rest), and when nothing matches, the same with
-- each word no title or summary holds replaced by the closest one that does (trigram similarity).
create function public.search_site(p_query text, p_lang text default 'en', p_limit int default 30)
returns table (kind text, title text, url text, snippet text, date timestamptz, lang text)
language sql
stable
security invoker
set search_path = ''
as $$
  with visible as (
    select d.kind,
      translate(coalesce(m.texts #>> d.title_path, d.label ->> m.lang, d.label ->> 'en'), U&'\E000\E001', '') as title,
      coalesce(translate(m.texts #>> d.summary_path, U&'\E000\E001', ''), '') as summary,
      (select coalesce(string_agg(translate(s #>> '{}', U&'\E000\E001', ''), ' '), '')
         from jsonb_path_query(m.texts, 'strict $.** ? (@.type() == "string")') as s) as body,
      d.url, d.date, d.upcoming, m.lang,
      case m.lang when 'es' then 'public.search_spanish'::regconfig else 'public.search_english'::regconfig end as config
    from public.search_documents d
    left join public.content_translations t
      on p_lang = 'es' and t.locale = 'es' and t.status = 'published' and t.subject = d.subject and t.subject_key = d.subject_key
    cross join lateral (select coalesce(d.texts || t.fields, d.texts) as texts,
                               case when t.fields is null then 'en' else 'es' end as lang) as m
  ), asked as (
    select left(coalesce(p_query, ''), 200) as text
  ), lexicon as (
    select distinct w.word
    from visible v, unnest(tsvector_to_array(to_tsvector('simple', extensions.unaccent(v.title || ' ' || v.summary)))) as w(word)
    where length(w.word) > 2
  ), words as (
    select q.word, q.n
    from asked a, regexp_split_to_table(lower(extensions.unaccent(a.text)), '[^[:alnum:]]+') with ordinality as q(word, n)
    where q.word <> ''
  ), corrected as (
    select w.n, w.word, coalesce(
      (select l.word from lexicon l where l.word = w.word),
      (select l.word from lexicon l where length(w.word) > 3 and extensions.similarity(l.word, w.word) >= 0.25
         order by extensions.similarity(l.word, w.word) desc, l.word limit 1),
      w.word) as closest
    from words w
  ), attempts as (
    select 1 as attempt, a.text from asked a
    union all
    select 2, string_agg(c.closest, ' ' order by c.n) from corrected c having bool_or(c.closest <> c.word)
  ), queries as (
    select a.attempt, websearch_to_tsquery('public.search_english', a.text) as en,
      websearch_to_tsquery('public.search_spanish', a.text) as es
    from attempts a
  ), matched as (
    select q.attempt, v.*, x.query,
      -- the whole document's rank, plus the title's by its length: the shorter title that holds
      -- the words (the service "Day Habilitation" over a question that mentions it) first
      ts_rank(x.vector, x.query, 1) + ts_rank(x.heading, x.query, 2) as rank
    from visible v
    cross join queries q
    cross join lateral (select setweight(to_tsvector(v.config, v.title), 'A') as heading) as h
    cross join lateral (select case v.lang when 'es' then q.es else q.en end as query, h.heading,
      h.heading || setweight(to_tsvector(v.config, v.summary), 'B') || setweight(to_tsvector(v.config, v.body), 'C') as vector) as x
    where numnode(x.query) > 0 and x.vector @@ x.query
  ), chosen as (
    select m.* from matched m
    where m.attempt = (select min(attempt) from matched)
    order by m.upcoming is false, m.rank desc, m.date desc nulls last, m.title
    limit greatest(1, least(coalesce(p_limit, 30), 50))
  )
  select c.kind, c.title, c.url,
    ts_headline(c.config, case when c.summary = '' then c.body else c.summary || ' … ' || c.body end, c.query,
      'StartSel=' || U&'\E000' || ', StopSel=' || U&'\E001' || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'),
    c.date, c.lang
  from chosen c
  order by c.upcoming is false, c.rank desc, c.date desc nulls last, c.title
$$;
revoke execute on function public.search_site(text, text, int) from public;
grant execute on function public.search_site(text, text, int) to anon, authenticated, service_role;

-- What people look for: the words (none when they look like an e-mail address, a phone number or
-- a street address: /api decides, and the checks below refuse the plainest cases again), how many
-- results they found, and the day. No session, address or account.
create table private.site_searches (
  id bigint generated always as identity primary key,
  query text check (query is null or (length(query) between 1 and 200 and query !~ '@' and query !~ '\d{3}\D{0,3}\d{4}')),
  lang text not null check (lang in ('en', 'es')),
  results int not null check (results >= 0),
  searched_on date not null default (now() at time zone 'America/New_York')::date
);
create index site_searches_searched_on_idx on private.site_searches (searched_on);
alter table private.site_searches enable row level security;
revoke all on private.site_searches from public, anon, authenticated;
grant insert on private.site_searches to service_role;
grant delete on private.site_searches to service_role;

-- The searches since a day (staff only): the most frequent, and those that found nothing.
create function public.site_search_summary(p_since date, p_limit int default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'site_search_summary: staff only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from private.site_searches s where s.searched_on >= p_since),
    'frequent', coalesce((select jsonb_agg(jsonb_build_object('query', q.query, 'count', q.n) order by q.n desc, q.query)
      from (select s.query, count(*) as n from private.site_searches s
            where s.searched_on >= p_since and s.query is not null group by s.query order by n desc, s.query limit p_limit) q), '[]'),
    'notFound', coalesce((select jsonb_agg(jsonb_build_object('query', q.query, 'count', q.n) order by q.n desc, q.query)
      from (select s.query, count(*) as n from private.site_searches s
            where s.searched_on >= p_since and s.query is not null and s.results = 0 group by s.query order by n desc, s.query limit p_limit) q), '[]'),
    'withheld', (select count(*) from private.site_searches s where s.searched_on >= p_since and s.query is null)
  );
end;
$$;
revoke execute on function public.site_search_summary(date, int) from public, anon;
grant execute on function public.site_search_summary(date, int) to authenticated, service_role;

-- As in 20261207120100, and searches older than 13 months are deleted.
create or replace function private.run_retention(outbox_retention_days int)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_cutoff timestamptz;
  v_scrubbed int;
  v_deleted int;
  v_windows int;
  v_pending int;
  v_searches int;
begin
  if outbox_retention_days is null or outbox_retention_days < 1 then
    raise exception 'run_retention: outbox_retention_days must be at least 1';
  end if;
  v_cutoff := now() - make_interval(days => outbox_retention_days);

  update public.email_outbox set scrubbed_at = now()
  where status = 'sent' and scrubbed_at is null and sent_at < v_cutoff;
  get diagnostics v_scrubbed = row_count;

  delete from public.email_outbox where status = 'failed' and created_at < v_cutoff;
  get diagnostics v_deleted = row_count;

  delete from private.rate_limits where expires_at <= now();
  get diagnostics v_windows = row_count;

  delete from public.newsletter_signups
  where confirmed_at is null and created_at < now() - make_interval(days => private.newsletter_confirmation_days());
  get diagnostics v_pending = row_count;

  delete from private.site_searches where searched_on < (now() at time zone 'America/New_York')::date - interval '13 months';
  get diagnostics v_searches = row_count;

  return jsonb_build_object('scrubbedMails', v_scrubbed, 'deletedMails', v_deleted,
                            'deletedRateLimitWindows', v_windows, 'deletedPendingSignups', v_pending,
                            'deletedSearches', v_searches);
end;
$$;
