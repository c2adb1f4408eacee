-- Spanish for the demo's event series (seed.sql, issue 61 item 1): every date of each series, one
-- published translation, marked needs_review as the other demo translations. The movie mornings take
-- the movie afternoon's Spanish sensory texts (seed-spanish/35-sensory.sql), since they share its
-- profile; `source` is built from each date's English, so an edit shows the translation out of date.
insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'events', e.id::text, 'es', $es${
  "title": "Grupo de apoyo para madres y padres",
  "description": "Una tarde para que madres, padres y cuidadores conversen, escuchen y compartan lo que les funciona, con una de nuestras coordinadoras de apoyo familiar.\n\nVenga todas las semanas o cuando pueda. Hay cuidado de niños si lo pide con anticipación."
}$es$::jsonb,
  jsonb_build_object('title', e.title, 'description', e.description, 'location', e.location),
  'published', true
from public.events e
join public.event_series s on s.id = e.series_id and s.slug = 'parent-support-group';

insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'events', e.id::text, 'es', movie_es.fields || $es${
  "title": "Mañana de cine con adaptaciones sensoriales",
  "description": "Una película en familia una vez al mes, con las luces encendidas, el volumen bajo y libertad para moverse por la sala.\n\nInscríbase para una mañana o para varias. Hermanos, hermanas y amigos son bienvenidos."
}$es$::jsonb,
  movie_es.source || jsonb_build_object('title', e.title, 'description', e.description, 'location', e.location),
  'published', true
from public.events e
join public.event_series s on s.id = e.series_id and s.slug = 'sensory-friendly-film-morning'
join public.events movie on movie.slug = 'sensory-friendly-movie-afternoon'
join public.content_translations movie_es on movie_es.subject = 'events' and movie_es.subject_key = movie.id::text and movie_es.locale = 'es';
