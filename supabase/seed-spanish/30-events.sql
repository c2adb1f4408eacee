-- Spanish versions of the demo events of seed.sql (issue 36, item 4): one published translation
-- per event, the unpublished gala included (visitors see it only once the event is published).
-- The Spanish was written carefully but not by a native speaker on staff, so each row is marked
-- needs_review until one reads it in the admin area.
-- `fields` holds the texts in the English answer's shape; paragraphs are separated by a blank
-- line ("\n\n"), as in the English. Every demo location is an address or a place's own name
-- (Memorial Park, Bayonne Community Center), which stays as it is, so no `location` is translated
-- and the English one shows. `source` still records the location with the other texts, so that
-- the translation is out of date when any of them changes (a new location may need Spanish).
insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'events', e.id::text, 'es', t.fields,
       jsonb_build_object('title', e.title, 'description', e.description, 'location', e.location),
       'published', true
from (values
('family-resource-fair', $es${
  "title": "Feria de recursos para familias",
  "description": "Conozca en un solo lugar a agencias de la zona, asesores de beneficios y al personal de nuestros programas.\n\nTraiga sus preguntas sobre los requisitos de la DDD, vivienda, empleo y cuidado de relevo. Habrá refrigerios."
}$es$::jsonb),
('sensory-friendly-movie-afternoon', $es${
  "title": "Tarde de cine con adaptaciones sensoriales",
  "description": "Una tarde de cine tranquila, con las luces encendidas, el volumen bajo y libertad para moverse por la sala.\n\nFamilias y amigos de todas las edades son bienvenidos."
}$es$::jsonb),
('caregiver-wellness-workshop', $es${
  "title": "Taller de bienestar para cuidadores",
  "description": "Una mañana para madres, padres y familiares cuidadores: manejo del estrés, opciones de cuidado de relevo y apoyo entre pares.\n\nLos lugares son limitados para que el grupo sea pequeño."
}$es$::jsonb),
('sibling-art-workshop', $es${
  "title": "Taller de arte para hermanos y hermanas",
  "description": "Los hermanos y hermanas de las personas que apoyamos pintan, construyen y comparten historias juntos, con la guía de los artistas de nuestro programa de Habilitación diurna.\n\nNosotros proporcionamos todos los materiales. Use ropa que se pueda ensuciar."
}$es$::jsonb),
('job-readiness-open-house', $es${
  "title": "Casa abierta: preparación para el empleo",
  "description": "Infórmese sobre nuestros servicios de Planificación profesional y Empleo con apoyo, y conozca a empleadores de la zona que contratan de manera inclusiva."
}$es$::jsonb),
('community-day', $es${
  "title": "Día de la Comunidad",
  "description": "Música, juegos, arte y socios de la comunidad para toda la familia."
}$es$::jsonb),
('autism-awareness-walk', $es${
  "title": "Caminata de concientización sobre el autismo",
  "description": "Una caminata de dos millas para celebrar la aceptación, con una feria de recursos en la meta."
}$es$::jsonb),
('annual-benefit-gala', $es${
  "title": "Gala benéfica anual",
  "description": "Una celebración de nuestros participantes, nuestro personal y nuestros socios. Pronto daremos más detalles."
}$es$::jsonb)
) as t(slug, fields)
join public.events e on e.slug = t.slug;
