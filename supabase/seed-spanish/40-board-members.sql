-- Spanish versions of the demo board members of seed.sql (issue 36, item 4): each one's role and
-- bio, published; names are never translated. The Spanish was written carefully but not by a
-- native speaker on staff, so each row is marked needs_review until one reads it in the admin area.
-- The demo names say nothing of gender, so roles are named by the office ("Presidencia", not
-- "Presidente/Presidenta") and bios speak of "una persona".
-- `source` is built from the row itself, so the translation shows as out of date once the
-- English is edited.
insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
select 'board-members', b.id::text, 'es', t.fields,
       jsonb_build_object('role', b.role, 'bio', b.bio),
       'published', true
from (values
('Jordan Sample', $es${
  "role": "Presidencia de la junta directiva (perfil de demostración)",
  "bio": "Un perfil de demostración para probar el sitio de forma local: una persona que es madre o padre de familia, hace trabajo voluntario en la comunidad y preside la junta directiva."
}$es$::jsonb),
('Riley Example', $es${
  "role": "Tesorería (perfil de demostración)",
  "bio": "Un perfil de demostración para probar el sitio de forma local: una persona que trabaja en contabilidad y supervisa las finanzas de la organización."
}$es$::jsonb),
('Morgan Placeholder', $es${
  "role": "Secretaría (perfil de demostración)",
  "bio": "Un perfil de demostración para probar el sitio de forma local: una persona que enseña educación especial y lleva los registros de la junta directiva."
}$es$::jsonb)
) as t(name, fields)
join public.board_members b on b.name = t.name;
