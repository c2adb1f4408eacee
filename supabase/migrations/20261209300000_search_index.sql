-- A stored search index (issue 60, search speed): search_site no longer analyses every document
-- on every search (400–740 ms at 1,000 posts and 200 events); it reads vectors stored ahead.
--
-- 1. public.search_documents stays the ONE declaration of what each kind contributes (one arm per
--    kind). Its arms now list every published document with WHEN it is live instead of testing the
--    clock themselves, so a stored row can go live without a write:
--      live_from       from when visitors see it (a post's or event's publish_at; null: at once)
--      live_until      until when (a job: the end of its closing day in New Jersey; null: always)
--      upcoming_until  events: until when they count as upcoming (their date); null for the rest
--    What is unpublished is not listed at all. The view is no longer readable by the API roles:
--    only the index's refresh (security definer, below) reads it.
-- 2. private.search_index: one row per document and language ('en', and 'es' where a Spanish
--    translation is published), with the title, summary and body texts, the url, the date, the
--    three times above, the text search configuration, the stored title vector (A) and whole
--    vector (title A, summary B, the rest C; GIN-indexed), and the title's and summary's words for
--    the typo correction. Triggers on every source table and on content_translations refresh a
--    document's rows from the view after each insert, update or delete; the migration fills it.
-- 3. Visibility: the table is PRIVATE (no API role may read it; RLS on, no policy) and
--    public.search_site is now security definer and filters live rows itself, as the view's arms
--    did: only published documents are stored and each search compares live_from / live_until with
--    now() (the private view private.search_live). Mirroring the sources' policies on the index instead would give it a second copy of
--    every table's rules to keep in step; the search already showed visitors and staff the same
--    live documents, whoever asked, so one filter in one function is the simpler and tighter way.
-- 4. public.search_site: the same answers as in 20261209100000, from the index: ranked with the
--    stored vectors, the body read only for the results' snippets, and the typo correction (the
--    closest words of the visible titles and summaries by trigram similarity) only when nothing
--    matched the words as asked.

create or replace view public.search_documents with (security_invoker = true) as
select 'services'::text as kind, 'services'::text as subject, s.id::text as subject_key,
  jsonb_build_object('title', s.title, 'description', s.description, 'overview', s.overview, 'approach', s.approach,
    'keyComponents', s.key_components, 'staffTraining', s.staff_training, 'goals', s.goals, 'commitment', s.commitment) as texts,
  '{title}'::text[] as title_path, '{description}'::text[] as summary_path, null::jsonb as label,
  '/services/' || s.slug as url, null::timestamptz as date, null::boolean as upcoming,
  null::timestamptz as live_from, null::timestamptz as live_until, null::timestamptz as upcoming_until
from public.services s where s.published
union all
select 'posts', 'posts', p.id::text,
  jsonb_build_object('title', p.title, 'excerpt', p.excerpt, 'content', p.content),
  '{title}', '{excerpt}', null, '/blog/' || p.slug, coalesce(p.published_at, p.created_at), null,
  p.publish_at, null, null
from public.blog_posts p where p.published
union all
select 'events', 'events', e.id::text,
  jsonb_build_object('title', e.title, 'description', e.description, 'location', e.location),
  '{title}', '{description}', null, '/events/' || e.slug, e.event_date, e.event_date >= now(),
  e.publish_at, null, e.event_date
from public.events e where e.published
union all
select 'jobs', 'jobs', j.id::text,
  jsonb_build_object('title', j.title, 'department', j.department, 'location', j.location, 'description', j.description),
  '{title}', '{department}', null, '/jobs/' || j.slug, null, null,
  null, (j.closes_on + 1)::timestamp at time zone 'America/New_York', null
from public.job_openings j where j.published
union all
select 'volunteer-roles', 'volunteer-roles', v.id::text,
  jsonb_build_object('title', v.title, 'timeCommitment', v.time_commitment, 'description', v.description, 'skills', to_jsonb(v.skills)),
  '{title}', '{description}', null, '/get-involved', null, null, null, null, null
from public.volunteer_roles v where v.published
union all
select 'resources', 'resources', r.id::text,
  jsonb_build_object('name', r.name, 'description', r.description),
  '{name}', '{description}', null, '/resources', null, null, null, null, null
from public.external_resources r where r.published
union all
select 'faqs', 'faqs', f.id::text,
  jsonb_build_object('question', f.question, 'answer', f.answer),
  '{question}', null, null, '/resources', null, null, null, null, null
from public.faqs f where f.published
union all
select 'pages', 'pages', d.page, d.body, null, null, n.label,
  case d.page when 'home' then '/' else '/' || d.page end, null, null, null, null, null
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

revoke all on public.search_documents from anon, authenticated, service_role;

create table private.search_index (
  subject text not null,
  subject_key text not null,
  lang text not null check (lang in ('en', 'es')),
  kind text not null,
  title text not null,
  summary text not null,
  body text not null,
  url text not null,
  date timestamptz,
  live_from timestamptz,
  live_until timestamptz,
  upcoming_until timestamptz,
  config regconfig not null,
  heading tsvector not null,
  vector tsvector not null,
  words text[] not null,
  primary key (subject, subject_key, lang)
);
create index search_index_vector_idx on private.search_index using gin (vector);
alter table private.search_index enable row level security;
revoke all on private.search_index from public, anon, authenticated, service_role;

-- A document's rows (each language) as the view declares it now: none when it is unpublished or gone.
create function private.search_index_refresh(p_subject text, p_key text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.search_index i where i.subject = p_subject and i.subject_key = p_key;
  insert into private.search_index (subject, subject_key, lang, kind, title, summary, body, url, date,
    live_from, live_until, upcoming_until, config, heading, vector, words)
  select d.subject, d.subject_key, m.lang, d.kind, x.title, x.summary, x.body, d.url, d.date,
    d.live_from, d.live_until, d.upcoming_until, c.config, h.heading,
    h.heading || setweight(to_tsvector(c.config, x.summary), 'B') || setweight(to_tsvector(c.config, x.body), 'C'),
    array(select distinct w from unnest(tsvector_to_array(to_tsvector('simple', extensions.unaccent(x.title || ' ' || x.summary)))) as w
          where length(w) > 2 order by w)
  from public.search_documents d
  cross join lateral (
    select 'en' as lang, d.texts
    union all
    select 'es', d.texts || t.fields from public.content_translations t
    where t.subject = d.subject and t.subject_key = d.subject_key and t.locale = 'es' and t.status = 'published'
  ) as m(lang, texts)
  cross join lateral (select
      translate(coalesce(m.texts #>> d.title_path, d.label ->> m.lang, d.label ->> 'en'), U&'\E000\E001', '') as title,
      coalesce(translate(m.texts #>> d.summary_path, U&'\E000\E001', ''), '') as summary,
      (select coalesce(string_agg(translate(s #>> '{}', U&'\E000\E001', ''), ' '), '')
         from jsonb_path_query(m.texts, 'strict $.** ? (@.type() == "string")') as s) as body) as x
  cross join lateral (select case m.lang when 'es' then 'public.search_spanish'::regconfig
                                         else 'public.search_english'::regconfig end as config) as c
  cross join lateral (select setweight(to_tsvector(c.config, x.title), 'A') as heading) as h
  where d.subject = p_subject and d.subject_key = p_key;
$$;
revoke execute on function private.search_index_refresh(text, text) from public;

-- After a change to a source row: its document's rows again (the old key's too when it changed).
-- Arguments: the document's subject (its kind in the view) and the column that is its key.
create function private.search_index_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old text := case when tg_op <> 'INSERT' then to_jsonb(old) ->> tg_argv[1] end;
  v_new text := case when tg_op <> 'DELETE' then to_jsonb(new) ->> tg_argv[1] end;
begin
  if v_old is not null then
    perform private.search_index_refresh(tg_argv[0], v_old);
  end if;
  if v_new is not null and v_new is distinct from v_old then
    perform private.search_index_refresh(tg_argv[0], v_new);
  end if;
  return null;
end;
$$;
revoke execute on function private.search_index_follow() from public;

-- After a change to a translation: the document it translates.
create function private.search_index_follow_translation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    perform private.search_index_refresh(old.subject, old.subject_key);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or (new.subject, new.subject_key) is distinct from (old.subject, old.subject_key)) then
    perform private.search_index_refresh(new.subject, new.subject_key);
  end if;
  return null;
end;
$$;
revoke execute on function private.search_index_follow_translation() from public;

create trigger search_index_follow after insert or update or delete on public.services
  for each row execute function private.search_index_follow('services', 'id');
create trigger search_index_follow after insert or update or delete on public.blog_posts
  for each row execute function private.search_index_follow('posts', 'id');
create trigger search_index_follow after insert or update or delete on public.events
  for each row execute function private.search_index_follow('events', 'id');
create trigger search_index_follow after insert or update or delete on public.job_openings
  for each row execute function private.search_index_follow('jobs', 'id');
create trigger search_index_follow after insert or update or delete on public.volunteer_roles
  for each row execute function private.search_index_follow('volunteer-roles', 'id');
create trigger search_index_follow after insert or update or delete on public.external_resources
  for each row execute function private.search_index_follow('resources', 'id');
create trigger search_index_follow after insert or update or delete on public.faqs
  for each row execute function private.search_index_follow('faqs', 'id');
create trigger search_index_follow after insert or update or delete on public.page_documents
  for each row execute function private.search_index_follow('pages', 'page');
create trigger search_index_follow after insert or update or delete on public.content_translations
  for each row execute function private.search_index_follow_translation();

select private.search_index_refresh(d.subject, d.subject_key) from public.search_documents d;

-- The stored rows visitors see now, and in which language: the English one unless a Spanish one
-- exists (for_en: an English page; for_es: a Spanish page). A view, so the planner reads through it
-- (the vector's GIN index, and the body only for the rows it returns).
create view private.search_live with (security_invoker = true) as
select i.*, i.lang = 'en' as for_en,
  i.lang = 'es' or not exists (select 1 from private.search_index s
    where s.subject = i.subject and s.subject_key = i.subject_key and s.lang = 'es') as for_es
from private.search_index i
where (i.live_from is null or i.live_from <= now()) and (i.live_until is null or i.live_until > now());
revoke all on private.search_live from public, anon, authenticated, service_role;

-- The results for a text as typed (websearch syntax): ranked (title A, summary B, the rest C; past
-- events after the rest), snippets from the body of these results only.
create function private.search_results(p_text text, p_lang text, p_limit int)
returns table (kind text, title text, url text, snippet text, date timestamptz, lang text)
language sql
stable
set search_path = ''
as $$
  with queries as (
    select websearch_to_tsquery('public.search_english', p_text) as en, websearch_to_tsquery('public.search_spanish', p_text) as es
  ), matched as (
    select v.subject, v.subject_key, v.lang, v.kind, v.title, v.url, v.date, v.config, x.query,
      case when v.upcoming_until is null then null else v.upcoming_until >= now() end as upcoming,
      -- the whole document's rank, plus the title's by its length: the shorter title that holds
      -- the words (the service "Day Habilitation" over a question that mentions it) first
      ts_rank(v.vector, x.query, 1) + ts_rank(v.heading, x.query, 2) as rank
    from private.search_live v
    cross join queries q
    cross join lateral (select case v.lang when 'es' then q.es else q.en end as query) as x
    where case p_lang when 'es' then v.for_es else v.for_en end
      and ((v.lang = 'en' and v.vector @@ (select en from queries where numnode(en) > 0))
        or (v.lang = 'es' and v.vector @@ (select es from queries where numnode(es) > 0)))
  ), chosen as (
    select m.* from matched m
    order by m.upcoming is false, m.rank desc, m.date desc nulls last, m.title
    limit greatest(1, least(coalesce(p_limit, 30), 50))
  )
  select m.kind, m.title, m.url,
    ts_headline(m.config, case when b.summary = '' then b.body else b.summary || ' … ' || b.body end, m.query,
      'StartSel=' || U&'\E000' || ', StopSel=' || U&'\E001' || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'),
    m.date, m.lang
  from chosen m
  join private.search_index b on b.subject = m.subject and b.subject_key = m.subject_key and b.lang = m.lang
  order by m.upcoming is false, m.rank desc, m.date desc nulls last, m.title
$$;
revoke execute on function private.search_results(text, text, int) from public;

-- The text with each word no visible title or summary holds replaced by the closest one that does
-- (trigram similarity), or null when no word changed.
create function private.search_corrected(p_text text, p_lang text)
returns text
language sql
stable
set search_path = ''
as $$
  with lexicon as (
    select distinct w.word from private.search_live v, unnest(v.words) as w(word)
    where case p_lang when 'es' then v.for_es else v.for_en end
  ), words as (
    select q.word, q.n
    from regexp_split_to_table(lower(extensions.unaccent(p_text)), '[^[:alnum:]]+') with ordinality as q(word, n)
    where q.word <> ''
  ), corrected as (
    select w.n, w.word, coalesce(
      (select l.word from lexicon l where l.word = w.word),
      (select l.word from lexicon l where length(w.word) > 3 and extensions.similarity(l.word, w.word) >= 0.25
         order by extensions.similarity(l.word, w.word) desc, l.word limit 1),
      w.word) as closest
    from words w
  )
  select string_agg(c.closest, ' ' order by c.n) from corrected c having bool_or(c.closest <> c.word)
$$;
revoke execute on function private.search_corrected(text, text) from public;

-- The search: the words as asked, and when nothing matches them, the corrected words.
create or replace function public.search_site(p_query text, p_lang text default 'en', p_limit int default 30)
returns table (kind text, title text, url text, snippet text, date timestamptz, lang text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := left(coalesce(p_query, ''), 200);
  v_corrected text;
begin
  return query select * from private.search_results(v_text, p_lang, p_limit);
  if not found then
    v_corrected := private.search_corrected(v_text, p_lang);
    if v_corrected is not null then
      return query select * from private.search_results(v_corrected, p_lang, p_limit);
    end if;
  end if;
end;
$$;
revoke execute on function public.search_site(text, text, int) from public;
grant execute on function public.search_site(text, text, int) to anon, authenticated, service_role;
